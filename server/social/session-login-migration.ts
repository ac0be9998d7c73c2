/**
 * How each session was opened (migration 12): by a social account (its provider and subject, Farcaster included)
 * or, when both are null, by an email code. The session check answers it, so a restored session still names its
 * social login and the provider's username.
 */
export const SESSION_LOGIN_MIGRATION_VERSION = 12

export const sessionLoginStatements: string[] = [
  `alter table sessions add column social_provider text`,
  `alter table sessions add column social_subject text`,
  `alter table sessions add constraint sessions_social_login
     check ((social_provider is null) = (social_subject is null))`,
]
