// /internal-admin itself: the client list (the parent layout) with no dialog open.
export default function NoClientOpen() {
  return null
}
