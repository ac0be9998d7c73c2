/** A button that copies a link to the clipboard and says with a toast whether it worked. */
import { useT } from '../i18n/use-t.js'
import { useWidget } from './context.js'

export function CopyLinkButton({ link, testId }: { link: string; testId: string }) {
  const widget = useWidget()
  const t = useT()
  return (
    <button
      type="button"
      className="button button--secondary"
      data-testid={testId}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(link)
          widget.toast.show('success', t('walletConnect.linkCopied'))
        } catch {
          widget.toast.show('error', t('walletConnect.copyFailed'))
        }
      }}
    >
      {t('walletConnect.copyLink')}
    </button>
  )
}
