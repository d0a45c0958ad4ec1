// The public site's only script when a page ships no React bundle (handle.hydrate === false), and
// harmless next to React on pages that do: event delegation on the document, so it keeps working
// across client-side navigations. It opens and closes the mobile menu's <dialog>, sends the home
// page's choice at once, remembers the language a visitor switches to (the `lang` cookie), hides controls meant only for visitors without JavaScript, and on pages
// without React (`data-static` on <html>, app/root.tsx) takes the notice away after 8 s and does what
// SubmitButton does with React: the pressed button reads its pending label ('Processing...') while the
// form is sent, and a second press does not send it again.
// The text is fixed, so the CSP allows it by its hash (server/security.ts), not by a per-request nonce:
// a public page is then the same bytes for every visitor.

export const siteScript = `(function(){
var d=document;d.documentElement.classList.add('js');
d.addEventListener('click',function(e){
var t=e.target;if(!(t instanceof Element))return;
var sw=t.closest('[data-lang-switch]');if(sw){d.cookie='lang='+sw.getAttribute('data-lang-switch')+';path=/;max-age=31536000;samesite=lax';return;}
var open=t.closest('[data-menu-open]');
if(open){var dlg=d.getElementById(open.getAttribute('data-menu-open'));if(dlg&&dlg.showModal){e.preventDefault();dlg.showModal();}return;}
if(t.closest('[data-menu-close]')){var c=t.closest('dialog');if(c)c.close();return;}
if(t.tagName==='DIALOG'&&t.open){t.close();return;}
var a=t.closest('dialog a');if(a){a.closest('dialog').close();}
});
d.addEventListener('change',function(e){
var s=e.target;if(!(s instanceof HTMLSelectElement)||!s.hasAttribute('data-navigate'))return;
var o=s.selectedOptions[0];var href=o&&o.getAttribute('data-href');if(href)window.location.assign(href);
});
d.addEventListener('submit',function(e){
var b=e.submitter;if(e.defaultPrevented||!d.documentElement.hasAttribute('data-static')||!b||!b.hasAttribute('data-pending-label'))return;
if(b.hasAttribute('data-label')){e.preventDefault();return;}
b.setAttribute('data-label',b.textContent);b.textContent=b.getAttribute('data-pending-label');b.setAttribute('aria-disabled','true');
});
window.addEventListener('pageshow',function(e){if(!e.persisted)return;d.querySelectorAll('[data-label]').forEach(function(b){b.textContent=b.getAttribute('data-label');b.removeAttribute('data-label');b.removeAttribute('aria-disabled');});});
d.addEventListener('DOMContentLoaded',function(){
d.querySelectorAll('[data-menu-open]').forEach(function(s){s.setAttribute('aria-haspopup','dialog');});
if(d.documentElement.hasAttribute('data-static')){setTimeout(function(){d.querySelectorAll('[data-testid="toast"]').forEach(function(n){n.remove();});},8000);}
});
})();`

// Also: focus rings on the ink header, footer and bands use the light brass, which keeps 3:1 against ink.
const css = `.js [data-nojs]{display:none!important}html:has(dialog[open]){overflow:hidden}.bg-ink :focus-visible{outline-color:#b08d4a}`

export function SiteScript() {
  return (
    <>
      <style dangerouslySetInnerHTML={{ __html: css }} />
      <script dangerouslySetInnerHTML={{ __html: siteScript }} />
    </>
  )
}
