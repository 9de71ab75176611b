import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from './languages';

/** The page's language and its address without the language's prefix (`/te/aboutus` → te, `/aboutus`). */
export function languageOfPath(pathname: string): { language: Language; path: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  if (match && isLanguage(match[1]) && match[1] !== DEFAULT_LANGUAGE)
    return { language: match[1], path: match[2] ?? '/' };
  return { language: DEFAULT_LANGUAGE, path: pathname };
}

/** The prefix of a language's addresses, React Router's basename: none for English, `/te` for Telugu. */
export function languageBase(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

/** The address of a page (given as its English address) in a language: `/te/` for the Telugu home page. */
export function pathInLanguage(language: Language, path: string): string {
  return `${languageBase(language)}${path}`;
}

/** A page's address in every language and x-default (English's), for hreflang. */
export function alternatePaths(path: string): Array<{ hreflang: string; path: string }> {
  return [
    ...LANGUAGES.map((language) => ({ hreflang: language, path: pathInLanguage(language, path) })),
    { hreflang: 'x-default', path },
  ];
}
