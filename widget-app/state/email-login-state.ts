/** The email slices of the widget's state: the login steps and the email-update steps. */

export type EmailLoginStage = 'idle' | 'sending' | 'device' | 'otp' | 'verifying'
export type EmailUpdateStage = 'email' | 'sending' | 'primary' | 'secondary' | 'done'

export interface EmailLoginState {
  stage: EmailLoginStage
  email: string
  error: string | null
  /** When the code may be sent again (ms since epoch). */
  resendAt: number | null
}

export interface EmailUpdateState {
  stage: EmailUpdateStage
  newEmail: string
  error: string | null
}

export const initialEmailLogin = (): EmailLoginState => ({ stage: 'idle', email: '', error: null, resendAt: null })
export const initialEmailUpdate = (): EmailUpdateState => ({ stage: 'email', newEmail: '', error: null })
