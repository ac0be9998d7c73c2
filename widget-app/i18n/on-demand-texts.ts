/**
 * The English texts of the views downloaded on demand, added to the catalog when their chunk runs:
 * imported for its effect by every on-demand chunk that reads them, so English never ships them
 * with Connect and never lacks them when a view that needs them renders.
 */
import { addEnglishTexts } from './i18n.js'
import { ON_DEMAND_ENGLISH } from './on-demand-english.js'

addEnglishTexts(ON_DEMAND_ENGLISH)
