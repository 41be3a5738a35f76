/**
 * Copy that names the launch month says so in two forms, `{{dated|undated}}`: the first while the
 * month is ahead ("{{Available {launch}|Founders get access first}}"), the second once it has
 * passed, so no page promises a month that is over (docs/content.md, "The site's facts"). The undated form
 * may be empty ("launches{{ in {launch}|}}"). Placeholders inside a form keep their single braces.
 */
export function chooseDatedForms(text: string, dated: boolean): string {
  let chosen = '';
  let from = 0;
  for (;;) {
    const open = text.indexOf('{{', from);
    const close = open < 0 ? -1 : closingOf(text, open + 2);
    if (close < 0) return chosen + text.slice(from);
    const pair = text.slice(open + 2, close);
    const bar = pair.indexOf('|');
    const [whenDated, undated] = bar < 0 ? [pair, ''] : [pair.slice(0, bar), pair.slice(bar + 1)];
    chosen += text.slice(from, open) + (dated ? whenDated : undated);
    from = close + 2;
  }
}

/** Where the pair opened before `start` ends: the first `}}` not closing a `{placeholder}` inside it. */
function closingOf(text: string, start: number): number {
  let depth = 0;
  for (let at = start; at < text.length; at++) {
    if (text[at] === '{') depth++;
    else if (text[at] === '}') {
      if (depth > 0) depth--;
      else return text[at + 1] === '}' ? at : -1;
    }
  }
  return -1;
}
