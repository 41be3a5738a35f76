/**
 * Thirty-odd kinds of app as the host meets them: a description, and for some the page it read.
 * Each with the user types its words name and the kind of app they say, for
 * suggest-apps.test.ts.
 */
import type { PageFacts } from '../../../../../src/lib/page/page-facts';

export const ADDRESS = 'https://app.example/';

export interface App {
  name: string;
  description: string;
  /** What the host read on the app's page, when it read one. */
  page?: Partial<PageFacts>;
  /** The plan's user types, in order. */
  types: string[];
  /** The kind of app its words say, when not a web app in general. */
  kind?: 'marketplace' | 'saas' | 'ecommerce';
}

const COURSE_PAGE: Partial<PageFacts> = {
  title: 'Node.js in Practice — Video Course',
  headings: ['Learn to build apps with Node.js', 'What you will build', 'Who this course is for'],
  callsToAction: ['Buy the course', 'Watch a free lesson', 'Enroll now'],
  navigation: ['All courses', 'Log in'],
  jsonLdTypes: ['Product'],
  forms: ['checkout'],
  pricing: true,
};

export const APPS: App[] = [
  {
    name: 'video course (page read)',
    description:
      'An online course teaching developers to build apps with Node.js, from the first server to deployment.',
    page: COURSE_PAGE,
    types: ['Developers', 'Returning developers'],
  },
  {
    name: 'video course for front-end developers',
    description: 'Node.js for front-end developers moving to the back end',
    types: ['Front-end developers', 'Returning front-end developers'],
  },
  {
    name: 'dog walking',
    description: 'A dog walking app where dog owners book local walkers and pay through the app',
    types: ['Dog owners', 'Walkers'],
  },
  {
    name: 'meal planner',
    description: 'A meal planner that helps busy parents plan weekly dinners for their kids',
    types: ['Parents', 'Returning parents'],
  },
  {
    name: 'rota',
    description: 'A rota app where hospital staff swap shifts and request leave',
    types: ['Hospital staff', 'Returning hospital staff'],
  },
  {
    name: 'tutoring',
    description: 'A marketplace where tutors sell lessons to parents',
    types: ['Tutors', 'Parents'],
    kind: 'marketplace',
  },
  { name: 'recipe blog', description: 'A recipe blog with a newsletter', types: ['New visitors', 'Returning users'] },
  { name: 'running tracker', description: 'A fitness tracker for runners', types: ['Runners', 'Returning runners'] },
  {
    name: 'agency CRM',
    description: 'A CRM for small agencies: account managers track deals and send proposals',
    types: ['Agencies', 'Account managers'],
    kind: 'saas',
  },
  {
    name: 'shoe shop',
    description: 'An online store for trail shoes',
    types: ['Shoppers', 'Returning customers'],
    kind: 'ecommerce',
  },
  {
    name: 'crafts marketplace',
    description: 'Sellers list handmade crafts and buyers bid on them',
    types: ['Sellers', 'Buyers'],
    kind: 'marketplace',
  },
  {
    name: 'language learning',
    description: 'Kids learn Spanish with short games and parents see their progress',
    types: ['Kids', 'Parents'],
  },
  {
    name: 'podcast hosting',
    description: 'Podcast hosting for creators: upload episodes and track listeners',
    types: ['Creators', 'Listeners'],
  },
  { name: 'habit tracker', description: 'A habit tracker', types: ['New visitors', 'Returning users'] },
  {
    name: 'event tickets',
    description: 'Organisers sell tickets to events and attendees check in with a QR code',
    types: ['Organisers', 'Attendees'],
  },
  {
    name: 'lettings',
    description: 'Landlords collect rent and tenants report repairs',
    types: ['Landlords', 'Tenants'],
  },
  {
    name: 'job board',
    description: 'A job board where recruiters post jobs and candidates apply with one click',
    types: ['Recruiters', 'Candidates'],
  },
  {
    name: 'photo editor',
    description: 'Photo editing in the browser for photographers',
    types: ['Photographers', 'Returning photographers'],
  },
  {
    name: 'student budget',
    description: 'A budget app for university students',
    types: ['University students', 'Returning university students'],
  },
  { name: 'telehealth', description: 'Patients book video appointments with doctors', types: ['Patients', 'Doctors'] },
  {
    name: 'table booking',
    description: 'Guests reserve tables and restaurants confirm them',
    types: ['Guests', 'Restaurants'],
  },
  { name: 'volunteering', description: 'Charities schedule volunteers for events', types: ['Charities', 'Volunteers'] },
  {
    name: 'bike sharing',
    description: 'Riders unlock bikes with the app and pay per minute',
    types: ['Riders', 'Returning riders'],
  },
  {
    name: 'garden supplies (page read)',
    description: 'Peat-free compost, seeds and tools, delivered to your door in two days.',
    page: {
      title: 'Greenyard — Garden supplies delivered',
      headings: ['Everything your garden needs'],
      callsToAction: ['Add to basket'],
      forms: ['search'],
      jsonLdTypes: ['Product'],
    },
    types: ['Shoppers', 'Returning customers'],
    kind: 'ecommerce',
  },
  {
    name: 'invoicing',
    description: 'A tool for freelancers to send invoices and track payments',
    types: ['Freelancers', 'Returning freelancers'],
  },
  {
    name: 'open-source docs',
    description: 'Documentation hosting for open-source maintainers',
    types: ['Open-source maintainers', 'Returning open-source maintainers'],
  },
  {
    name: 'music lessons',
    description: 'Music teachers give lessons online and students practise between them',
    types: ['Music teachers', 'Students'],
  },
  {
    name: 'pet adoption',
    description: 'Shelters list pets and adopters apply to adopt them',
    types: ['Shelters', 'Adopters'],
  },
  {
    name: 'car sharing',
    description: 'Drivers offer seats and passengers book a ride to work',
    types: ['Drivers', 'Passengers'],
  },
  {
    name: 'coworking',
    description: 'Freelancers book desks at coworking spaces',
    types: ['Freelancers', 'Returning freelancers'],
  },
  {
    name: 'newsletters',
    description: 'A newsletter platform where writers publish posts and readers subscribe',
    types: ['Writers', 'Readers'],
  },
  {
    name: 'car repairs',
    description: 'Drivers book car repairs with local mechanics',
    types: ['Drivers', 'Mechanics'],
  },
  {
    name: 'clinic rotas (page read)',
    description: 'Shiftly plans staff rotas for small clinics: drag shifts and swap them from your phone.',
    page: {
      title: 'Shiftly — Rotas for small clinics',
      navigation: ['For clinics', 'For staff'],
      callsToAction: ['Start a free trial', 'Book a demo'],
      forms: ['sign-up'],
      jsonLdTypes: ['SoftwareApplication'],
    },
    types: ['Clinics', 'Staff'],
    kind: 'saas',
  },
  {
    name: 'home bakers (page read)',
    description: 'A marketplace where home bakers sell cakes to people nearby & offices order for events.',
    page: { navigation: ['For buyers', 'For bakers'], callsToAction: ['Order a cake', 'Start selling'] },
    types: ['Buyers', 'Bakers'],
    kind: 'marketplace',
  },
  {
    name: 'retirees video calls',
    description: 'Retirees video call their grandchildren every week',
    types: ['Retirees', 'Returning retirees'],
  },
  { name: 'nothing said', description: '', types: ['New visitors', 'Returning users'] },
];
