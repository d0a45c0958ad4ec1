// Hydration after the first paint, for pages that opt in with `handle: { hydrate: 'after-paint' }`
// (decision 0015). Such a page is complete, working HTML (every form posts without JavaScript), so its
// React bundle need not compete with the stylesheet and fonts for the first paint on a slow
// connection. The server leaves Remix's module preloads and route-module script inert in the HTML
// (app/utils/hydrate-after-paint.server.ts); this script brings them to life once the browser has
// reported its first contentful paint (or on load where paint timing is missing, and after 5 s at the
// latest). The script element is replaced where it stands, so React hydrates the same tree. On a slow
// connection the page can paint before the end of its HTML has arrived: then it waits for the document
// to finish parsing, as the parser-inserted module script would have (an inserted module script runs as
// soon as it is fetched, and hydrating a half-parsed document left the page without React).
import { useNonce } from '~/utils/nonce'

export const INERT_PRELOAD_ATTRIBUTE = 'data-after-paint-rel'
export const INERT_MODULE_TYPE = 'text/x-after-paint'

const script = `(function(){
var d=document,w=window,started=false;
function start(){if(started)return;
if(d.readyState==='loading'){d.addEventListener('DOMContentLoaded',start);return;}
started=true;
d.querySelectorAll('link[${INERT_PRELOAD_ATTRIBUTE}]').forEach(function(l){l.rel=l.getAttribute('${INERT_PRELOAD_ATTRIBUTE}');});
var old=d.querySelector('script[type="${INERT_MODULE_TYPE}"]');
if(!old)return;
var s=d.createElement('script');s.type='module';s.nonce=old.nonce;s.textContent=old.textContent;old.replaceWith(s);}
function soon(){setTimeout(start,0);}
var P=w.PerformanceObserver;
if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){
new P(function(list,o){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();soon();}}).observe({type:'paint',buffered:true});
}else{w.addEventListener('load',soon);}
setTimeout(start,5000);
})();`

export function HydrateAfterPaintScript() {
  const nonce = useNonce()
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />
}
