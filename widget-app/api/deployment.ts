/**
 * The widget's read of the deployment configuration (shared/contracts/deployment.ts): the data block its own page
 * carries, written by the widget origin's server or build, never by the site. Missing or malformed → no email
 * login, with a warning.
 */
import { DEPLOYMENT_ELEMENT_ID, type Deployment, parseDeployment } from '../../shared/contracts/deployment.js'

export function readDeployment(page: Pick<Document, 'getElementById'> = document): Partial<Deployment> {
  try {
    const text = page.getElementById(DEPLOYMENT_ELEMENT_ID)?.textContent
    if (!text) throw new Error(`the page has no #${DEPLOYMENT_ELEMENT_ID}`)
    return parseDeployment(JSON.parse(text))
  } catch (error) {
    console.warn(
      `[WalletWidget] no secure frame configured for this deployment (${(error as Error).message}); email login is off`,
    )
    return {}
  }
}
