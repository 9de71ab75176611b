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
  name: string;
  logo: string;
  use: string;
}

/** The backend and database logos, then the frontend ones; logos from the devicon package. */
export const BACKEND_TECHNOLOGIES: Technology[] = [
  { name: 'Python', logo: python, use: 'APIs, data pipelines and automation scripts' },
  { name: '.NET Core', logo: dotnetCore, use: 'Business applications and web APIs' },
  { name: 'C#', logo: csharp, use: 'Our main language for line-of-business software' },
  { name: 'Java', logo: java, use: 'Enterprise integrations and Android back ends' },
  { name: 'PHP', logo: php, use: 'Content sites, WordPress and Laravel applications' },
  { name: 'MySQL', logo: mysql, use: 'Reliable relational storage for most of our products' },
];

export const FRONTEND_TECHNOLOGIES: Technology[] = [
  { name: 'HTML', logo: html, use: 'Semantic, accessible page structure' },
  { name: 'CSS', logo: css, use: 'Responsive layouts that work from phone to desktop' },
  { name: 'JS', logo: javascript, use: 'Interactive pages, written in modern JavaScript' },
  { name: 'React', logo: react, use: 'Customer portals and dashboards' },
  { name: 'Angular', logo: angular, use: 'Large internal applications and admin tools' },
];
