/** The project-configuration alert (Origin Not Allowed, Invalid Project ID, …), when there is one. */
import { useT } from '../i18n/use-t.js'
import { useAppState } from './context.js'

export function ProjectAlert() {
  const code = useAppState((state) => state.projectAlert)
  const t = useT()
  if (!code) return null
  return (
    <div className="alert" role="alert" data-testid="project-alert" data-code={code}>
      <strong>{t(`projectAlerts.${code}.title`)}</strong>
      <span>{t(`projectAlerts.${code}.message`)}</span>
    </div>
  )
}
