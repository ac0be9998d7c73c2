/** The project-configuration alert (Origin Not Allowed, Invalid Project ID, …), when there is one. */
import { PROJECT_ALERTS } from '../state/project-check.js'
import { useAppState } from './context.js'

export function ProjectAlert() {
  const code = useAppState((state) => state.projectAlert)
  if (!code) return null
  const alert = PROJECT_ALERTS[code]
  return (
    <div className="alert" role="alert" data-testid="project-alert" data-code={code}>
      <strong>{alert.title}</strong>
      <span>{alert.message}</span>
    </div>
  )
}
