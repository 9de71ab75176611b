/**
 * A forward-only reading of XML as Office writes it: tags with their attributes, and text, each
 * character looked at a bounded number of times (no patterns that could backtrack on hostile input).
 * Enough to read relationships and field codes; not a validating parser.
 */
export type XmlEvent =
  | { kind: 'open'; name: string; attributes: Map<string, string>; selfClosing: boolean }
  | { kind: 'close'; name: string }
  | { kind: 'text'; text: string };

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Text with its entity and character references replaced (`&#68;` is "D"). */
export function decodeXmlText(text: string): string {
  if (!text.includes('&')) return text;
  let out = '';
  let at = 0;
  for (let amp = text.indexOf('&'); amp >= 0; amp = text.indexOf('&', at)) {
    out += text.slice(at, amp);
    const semicolon = text.indexOf(';', amp);
    const name = semicolon > amp && semicolon - amp <= 10 ? text.slice(amp + 1, semicolon) : '';
    let decoded: string | undefined;
    if (name.startsWith('#x') || name.startsWith('#X')) decoded = codePoint(parseInt(name.slice(2), 16));
    else if (name.startsWith('#')) decoded = codePoint(parseInt(name.slice(1), 10));
    else decoded = ENTITIES[name];
    if (decoded === undefined) {
      out += '&';
      at = amp + 1;
    } else {
      out += decoded;
      at = semicolon + 1;
    }
  }
  return out + text.slice(at);
}

function codePoint(value: number): string | undefined {
  return Number.isInteger(value) && value >= 0 && value <= 0x10ffff ? String.fromCodePoint(value) : undefined;
}

/** A name without its namespace prefix: `w:instrText` is `instrText`. */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

const isSpace = (char: string) => char === ' ' || char === '\t' || char === '\n' || char === '\r';

/** The attributes of a tag's inside (after its name), by local name; values decoded. */
function attributesOf(inside: string): Map<string, string> {
  const attributes = new Map<string, string>();
  let at = 0;
  while (at < inside.length) {
    const equals = inside.indexOf('=', at);
    if (equals < 0) break;
    const name = inside.slice(at, equals).trim();
    let open = equals + 1;
    while (open < inside.length && isSpace(inside[open])) open += 1;
    const quote = inside[open];
    if (quote !== '"' && quote !== "'") break;
    const close = inside.indexOf(quote, open + 1);
    if (close < 0) break;
    attributes.set(localName(name), decodeXmlText(inside.slice(open + 1, close)));
    at = close + 1;
  }
  return attributes;
}

/** The events of a document, in order. Comments, processing instructions and CDATA are skipped. */
export function* xmlEvents(xml: string): Generator<XmlEvent> {
  let at = 0;
  while (at < xml.length) {
    const lt = xml.indexOf('<', at);
    if (lt < 0) {
      yield { kind: 'text', text: decodeXmlText(xml.slice(at)) };
      return;
    }
    if (lt > at) yield { kind: 'text', text: decodeXmlText(xml.slice(at, lt)) };
    if (xml.startsWith('<!--', lt)) {
      const end = xml.indexOf('-->', lt + 4);
      if (end < 0) return;
      at = end + 3;
      continue;
    }
    if (xml.startsWith('<![CDATA[', lt)) {
      const end = xml.indexOf(']]>', lt + 9);
      if (end < 0) return;
      yield { kind: 'text', text: xml.slice(lt + 9, end) };
      at = end + 3;
      continue;
    }
    const gt = xml.indexOf('>', lt);
    if (gt < 0) return;
    at = gt + 1;
    const tag = xml.slice(lt + 1, gt);
    if (tag.startsWith('?') || tag.startsWith('!')) continue;
    if (tag.startsWith('/')) {
      yield { kind: 'close', name: localName(tag.slice(1).trim()) };
      continue;
    }
    const selfClosing = tag.endsWith('/');
    const body = selfClosing ? tag.slice(0, -1) : tag;
    let nameEnd = 0;
    while (nameEnd < body.length && !isSpace(body[nameEnd])) nameEnd += 1;
    yield {
      kind: 'open',
      name: localName(body.slice(0, nameEnd)),
      attributes: attributesOf(body.slice(nameEnd)),
      selfClosing,
    };
  }
}
