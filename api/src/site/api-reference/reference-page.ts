import type { JsonSchema } from '../../lib/request-schema';
import type { OpenApiDocument, OpenApiOperation } from './openapi-document';

export const OPENAPI_JSON_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

const escape = (text: unknown) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Prose from the schemas, with `code` spans as code. */
const prose = (text: unknown) => escape(text).replace(/`([^`]+)`/g, '<code>$1</code>');
const code = (value: unknown) =>
  `<code>${escape(typeof value === 'string' ? value : JSON.stringify(value))}</code>`;

/** `string`, `integer`, `string or null`, `list of object`. */
function typeName(schema: JsonSchema): string {
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as JsonSchema[]).map(typeName).join(' or ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.type === 'array') return `list of ${typeName((schema.items as JsonSchema | undefined) ?? {})}`;
  if (schema.contentMediaType === 'application/octet-stream') return 'file';
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? 'any');
  return [type, schema.format].filter(Boolean).join(', ');
}

function rules(schema: JsonSchema): string {
  const min = schema.minLength as number | undefined;
  const notes = [
    schema.description !== undefined && prose(schema.description),
    min === 1 && 'not empty',
    min !== undefined && min > 1 && `at least ${min} characters`,
    schema.maxLength !== undefined && `at most ${escape(schema.maxLength)} characters`,
    schema.pattern !== undefined && `matches ${code(schema.pattern)}`,
    Array.isArray(schema.enum) &&
      `one of ${schema.enum.map((value) => code(JSON.stringify(value))).join(', ')}`,
    schema.default !== undefined && `default ${code(JSON.stringify(schema.default))}`,
  ];
  return notes.filter(Boolean).join('; ');
}

/** One row per field, nested fields named by their path (`projects[].companyName`). */
function fieldRows(schema: JsonSchema, prefix = ''): string[] {
  const item = schema.type === 'array' ? ((schema.items as JsonSchema | undefined) ?? {}) : schema;
  const at = schema.type === 'array' ? `${prefix}[]` : prefix;
  const properties = item.properties as Record<string, JsonSchema> | undefined;
  if (!properties) return [];
  const required = (item.required as string[] | undefined) ?? [];
  return Object.entries(properties).flatMap(([name, field]) => {
    const path = at ? `${at}.${name}` : name;
    return [
      `<tr><th scope="row"><code>${escape(path)}</code></th><td>${escape(typeName(field))}</td><td>${required.includes(name) ? 'yes' : 'no'}</td><td>${rules(field)}</td></tr>`,
      ...fieldRows(field, path),
    ];
  });
}

function fieldsTable(schema: JsonSchema, caption: string): string {
  const rows = fieldRows(schema);
  if (!rows.length) return `<p>${escape(typeName(schema))}</p>`;
  return `<table><caption>${escape(caption)}</caption><thead><tr><th scope="col">Field</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Rules</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function operationHtml(method: string, path: string, op: OpenApiOperation): string {
  const parts = [
    `<h3><span class="method">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>`,
    `<p class="summary">${prose(op.summary)}</p>`,
    `<p>${prose(op.description)}</p>`,
  ];
  if (op.parameters?.length) {
    const rows = op.parameters.map(
      (p) =>
        `<tr><th scope="row"><code>${escape(p.name)}</code></th><td>${escape(p.in)}</td><td>${p.required ? 'yes' : 'no'}</td></tr>`,
    );
    parts.push(
      `<table><caption>Parameters</caption><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th></tr></thead><tbody>${rows.join('')}</tbody></table>`,
    );
  }
  if (op.requestBody) {
    const [first] = Object.values(op.requestBody.content);
    const types = Object.keys(op.requestBody.content).map((type) => `<code>${escape(type)}</code>`);
    parts.push(
      `<h4>Request body</h4><p>Sent as ${types.join(' or ')}.</p>`,
      fieldsTable(first.schema, 'Request fields'),
    );
  }
  const answers = Object.entries(op.responses).map(([status, answer]) => {
    const [content] = Object.values(answer.content ?? {});
    const body =
      content && !status.endsWith('XX') ? fieldsTable(content.schema, `Fields of the ${status} answer`) : '';
    return `<dt>${escape(status)}</dt><dd><p>${prose(answer.description)}</p>${body}</dd>`;
  });
  parts.push(`<h4>Answers</h4><dl>${answers.join('')}</dl>`);
  return `<article id="${escape(op.operationId)}">${parts.join('')}</article>`;
}

const STYLE = `
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#fff}
header,main,nav{max-width:72rem;margin:0 auto;padding:0 1rem}
h1{margin:1.5rem 0 .5rem}h2{margin-top:2.5rem;border-bottom:2px solid #0b5394}
article{border-top:1px solid #ccc;padding:.5rem 0 1rem}h3{font-size:1.1rem;overflow-wrap:anywhere}
.method{display:inline-block;min-width:3.5rem;padding:0 .4rem;border-radius:4px;background:#0b5394;color:#fff;font-size:.85rem;text-align:center}
.summary{font-weight:600}code{font:.9em ui-monospace,monospace;overflow-wrap:anywhere}
table{border-collapse:collapse;width:100%;margin:.5rem 0}
caption{text-align:left;font-weight:600}th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}
dt{font-weight:700}dd{margin:0 0 .75rem 1rem}a{color:#0b5394}a:focus-visible{outline:3px solid #e69138;outline-offset:2px}
nav ul{padding-left:1.25rem}nav a{overflow-wrap:anywhere}
`;

/** The readable reference: the same document, as one page with no script. */
export function referencePage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  const contents = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags[0];
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, decodeURI(path), op)]);
      contents.set(tag, [
        ...(contents.get(tag) ?? []),
        `<li><a href="#${escape(op.operationId)}">${method.toUpperCase()} ${escape(decodeURI(path))}</a></li>`,
      ]);
    }
  }
  const tags = document.tags.map((tag) => tag.name).filter((name) => byTag.has(name));
  const slug = (name: string) => `tag-${name.toLowerCase().replace(/\W+/g, '-')}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(document.info.title)} reference</title><style>${STYLE}</style></head>
<body><header><h1>${escape(document.info.title)}</h1><p>${prose(document.info.description)}</p>
<p>The same reference as an <a href="${OPENAPI_JSON_PATH}">OpenAPI ${escape(document.openapi)} document</a>.</p></header>
<nav aria-label="Operations"><ul>${tags.map((tag) => `<li><a href="#${slug(tag)}">${escape(tag)}</a><ul>${contents.get(tag)?.join('')}</ul></li>`).join('')}</ul></nav>
<main>${tags.map((tag) => `<section aria-labelledby="${slug(tag)}"><h2 id="${slug(tag)}">${escape(tag)}</h2>${byTag.get(tag)?.join('')}</section>`).join('')}</main>
</body></html>`;
}
