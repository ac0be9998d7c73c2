/** A message with one parameter shown as an element (bold email, a link): the text before and after that parameter. */
const MARK = '\uE001'

export function textAround(render: (mark: string) => string): [before: string, after: string] {
  const [before = '', after = ''] = render(MARK).split(MARK)
  return [before, after]
}
