import angular from 'devicon/icons/angular/angular-original.svg';
import csharp from 'devicon/icons/csharp/csharp-original.svg';
import css from 'devicon/icons/css3/css3-original.svg';
import dotnetCore from 'devicon/icons/dotnetcore/dotnetcore-original.svg';
import html from 'devicon/icons/html5/html5-original.svg';
import java from 'devicon/icons/java/java-original.svg';
import javascript from 'devicon/icons/javascript/javascript-original.svg';
import mysql from 'devicon/icons/mysql/mysql-original.svg';
import php from 'devicon/icons/php/php-original.svg';
import python from 'devicon/icons/python/python-original.svg';
import react from 'devicon/icons/react/react-original.svg';

export interface Technology {
  logo: string;
  use: string;
}

export interface TechnologyGroup {
  /** The id of the group's heading. */
  id: string;
  title: string;
  intro: string;
  /** Each technology by its name (never translated), in the order shown; logos from the devicon package. */
  items: Record<string, Technology>;
}

export const TECHNOLOGY_GROUPS: TechnologyGroup[] = [
  {
    id: 'tech-backend',
    title: 'Backend and database',
    intro: 'Where your business rules and data live: secure, tested and documented.',
    items: {
      Python: { logo: python, use: 'APIs, data pipelines and automation scripts' },
      '.NET Core': { logo: dotnetCore, use: 'Business applications and web APIs' },
      'C#': { logo: csharp, use: 'Our main language for line-of-business software' },
      Java: { logo: java, use: 'Enterprise integrations and Android back ends' },
      PHP: { logo: php, use: 'Content sites, WordPress and Laravel applications' },
      MySQL: { logo: mysql, use: 'Reliable relational storage for most of our products' },
    },
  },
  {
    id: 'tech-frontend',
    title: 'Frontend',
    intro: 'What your customers see and touch: fast, accessible and responsive.',
    items: {
      HTML: { logo: html, use: 'Semantic, accessible page structure' },
      CSS: { logo: css, use: 'Responsive layouts that work from phone to desktop' },
      JS: { logo: javascript, use: 'Interactive pages, written in modern JavaScript' },
      React: { logo: react, use: 'Customer portals and dashboards' },
      Angular: { logo: angular, use: 'Large internal applications and admin tools' },
    },
  },
];
