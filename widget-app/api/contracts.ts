/**
 * The API calls the widget makes, with their answer schemas and the function that makes them: loaded on demand
 * through `loadContracts` (load-contracts.ts) so neither is part of the code that paints Connect.
 */
export { getJson } from './client.js'
export { WalletsCall } from '../../shared/contracts/directory-api.js'
export { AllowedOriginsCall, ProjectConfigCall } from '../../shared/contracts/project-api.js'
