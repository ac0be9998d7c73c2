/** Drives the phone page over HTTP the way its buttons do, for the tests: open the channel's URL, then Approve or Deny. */

export interface PhoneOutcome {
  status: number
  /** The request page as shown (domain, message). */
  requestPage: string
  resultPage: string
}

export async function answerOnPhone(
  channelUrl: string,
  decision: 'approve' | 'deny',
  options: { fid?: number } = {},
): Promise<PhoneOutcome> {
  const url = new URL(channelUrl)
  if (options.fid !== undefined) url.searchParams.set('fid', String(options.fid))
  const shown = await fetch(url)
  const requestPage = await shown.text()
  if (shown.status !== 200) throw new Error(`the phone page answered ${shown.status}: ${requestPage.slice(0, 300)}`)
  const channelToken = url.searchParams.get('channelToken') ?? ''
  const fid = /name="fid" value="(\d+)"/.exec(requestPage)?.[1] ?? ''
  const form = new URLSearchParams(decision === 'approve' ? { channelToken, fid } : { channelToken })
  const answered = await fetch(new URL(`/phone/${decision}`, url), {
    method: 'POST',
    headers: { origin: url.origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  })
  return { status: answered.status, requestPage, resultPage: await answered.text() }
}
