// One shape for every notice a visitor is shown: a toast carried to the next page in the flash cookie,
// or a message an action prints into the page (a refused form, a failed sign-in). Wording lives in
// app/content; how a notice looks lives in the components that render it.
export type NoticeType = 'success' | 'error' | 'info'

export type Notice = { title: string; description?: string; type: NoticeType }
