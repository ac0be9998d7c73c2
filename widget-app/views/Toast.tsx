/** The toast, announced to screen readers (errors assertively). */
import { useAppState } from './context.js'

export function Toast() {
  const toast = useAppState((state) => state.toast)
  return (
    <div
      className="toast-region"
      role={toast.variant === 'error' ? 'alert' : 'status'}
      aria-live={toast.variant === 'error' ? 'assertive' : 'polite'}
    >
      {toast.open && (
        <div className={`toast toast--${toast.variant}`} data-testid="toast" data-variant={toast.variant}>
          {toast.variant === 'loading' ? (
            <span className="spinner spinner--small" aria-hidden="true" />
          ) : (
            <span className="toast-icon" aria-hidden="true">
              {toast.variant === 'success' ? '✓' : '!'}
            </span>
          )}
          <span>{toast.message}</span>
        </div>
      )}
    </div>
  )
}
