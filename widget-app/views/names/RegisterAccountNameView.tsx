/**
 * RegisterAccountName: the name field with the name rules checked as the user types, whether the
 * name is free, free names offered as buttons when it is taken, and Register, which asks the
 * wallet to sign the registration message. A failed registration is announced with the API's reason.
 */
import { useT } from '../../i18n/use-t.js'
import type { Availability, NamesState } from '../../state/names.js'
import { useStore } from '../../state/store.js'
import { useWidget } from '../context.js'
import { namesOf } from './names-of.js'

type Translate = ReturnType<typeof useT>

function availabilityText(t: Translate, availability: Availability): string | null {
  switch (availability.state) {
    case 'idle':
      return null
    case 'invalid':
      return t(`names.rules.${availability.rule}`)
    case 'checking':
      return t('names.checking')
    case 'available':
      return t('names.available', { name: availability.name })
    case 'taken':
      return t('names.taken', { name: availability.name })
    case 'failed':
      return t('names.errors.suggestions')
  }
}

function errorDetail(t: Translate, error: NonNullable<NamesState['error']>): string | null {
  return 'rule' in error ? t(`names.errors.${error.rule}`) : error.reason
}

export function RegisterAccountNameView() {
  const t = useT()
  const names = namesOf(useWidget())
  const state = useStore(names.store, (current) => current)
  const { availability, error } = state
  const refused = availability.state === 'invalid' || availability.state === 'taken' || availability.state === 'failed'
  const status = availabilityText(t, availability)
  const detail = error && errorDetail(t, error)

  return (
    <form
      className="view view--names"
      noValidate
      aria-busy={state.loading ? 'true' : undefined}
      onSubmit={(event) => {
        event.preventDefault()
        void names.register()
      }}
    >
      <div className="names-field">
        <label className="field-label" htmlFor="name-input">
          {t('names.label')}
        </label>
        <div className="field-row">
          <input
            id="name-input"
            className="field-input"
            data-testid="name-input"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            dir="ltr"
            value={state.input}
            aria-invalid={refused ? 'true' : undefined}
            aria-describedby="name-hint name-status"
            onInput={(event) => names.setInput((event.target as HTMLInputElement).value)}
          />
          {state.zone && (
            <span className="names-zone" dir="ltr">
              .{state.zone}
            </span>
          )}
        </div>
        <p id="name-hint" className="muted small">
          {t('names.rulesHint')}
        </p>
        <p
          id="name-status"
          className={refused ? 'field-error' : 'names-status'}
          data-testid="name-status"
          data-state={availability.state}
          aria-live="polite"
        >
          {status}
        </p>
      </div>
      {state.suggestions.length > 0 && (
        <section className="names-suggestions" aria-labelledby="name-suggestions-title">
          <h3 id="name-suggestions-title" className="field-label">
            {t('names.suggestions')}
          </h3>
          <ul>
            {state.suggestions.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  className="button button--secondary"
                  data-testid="name-suggestion"
                  dir="ltr"
                  onClick={() => names.chooseSuggestion(name)}
                >
                  {name}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {error && (
        <div className="field-error" role="alert" data-testid="name-error">
          <p>{t('names.errors.register', { name: error.name })}</p>
          {detail && <p>{detail}</p>}
        </div>
      )}
      <p className="muted small">{t('names.signNote')}</p>
      <button
        type="submit"
        className="button button--primary"
        data-testid="name-register"
        disabled={state.loading || availability.state !== 'available'}
      >
        {state.loading ? t('names.registering') : t('names.register')}
      </button>
    </form>
  )
}
