import { defineSiteTranslation } from '../../schema';

// German texts of the site settings (pages-data/_site.ts) and of the menu groups (the `_group.ts` files):
// each English text, as written there, and its German translation.
export default defineSiteTranslation({
  texts: {
    // pages-data/_site.ts: navbar
    'Company No. {company.registrationNumber}': 'Handelsregister-Nr. {company.registrationNumber}',
    'Our Service': 'Unser Service',
    Solutions: 'Lösungen',
    'Contact Us': 'Kontakt',
    'Privacy Policy': 'Datenschutz',
    // pages-data/_site.ts: footer
    'IT consulting and software development: we plan, build, test and run the software your business depends on.':
      'IT-Beratung und Softwareentwicklung: Wir planen, entwickeln, testen und betreiben die Software, auf die Ihr Unternehmen angewiesen ist.',
    'All rights reserved.': 'Alle Rechte vorbehalten.',
    '© 2024 {company.name}': '© 2024 {company.name}',
    // pages-data/pages/_group.ts
    Pages: 'Seiten',
    'Demo landing, company, support, app, blog and extra pages.':
      'Demoseiten: Landingpages, Unternehmen, Support, Apps, Blog und Extras.',
    // pages-data/pages/landing-pages/_group.ts
    'Landing pages': 'Landingpages',
    'A co-working space and a holiday rental, each on one page.':
      'Ein Coworking-Space und eine Ferienunterkunft, jeweils auf einer Seite.',
    // pages-data/pages/company/_group.ts
    Company: 'Unternehmen',
    'About us and pricing.': 'Über uns und Preise.',
    // pages-data/pages/support/_group.ts
    Support: 'Support',
    'Contact us, frequently asked questions and the help center.': 'Kontakt, häufig gestellte Fragen und Hilfe-Center.',
    // pages-data/pages/apps/_group.ts
    Apps: 'Apps',
    'A promotion page for a desktop app.': 'Eine Produktseite für eine Desktop-App.',
    // pages-data/pages/blog/_group.ts
    Blog: 'Blog',
    'A single article and an author profile.': 'Ein einzelner Artikel und ein Autorenprofil.',
    // pages-data/pages/extra/_group.ts
    Extra: 'Extras',
    // pages-data/sections/_group.ts
    Sections: 'Abschnitte',
    'Ready-made sections and elements, each with its code.':
      'Fertige Abschnitte und Elemente, jeweils mit dem zugehörigen Code.',
    // pages-data/sections/page-sections/_group.ts
    'Page Sections': 'Seitenabschnitte',
    'Headers, features, pricing, teams and the other sections of a page.':
      'Header, Features, Preise, Teams und die übrigen Abschnitte einer Seite.',
    // pages-data/sections/navigation/_group.ts
    Navigation: 'Navigation',
    'Navbars, tabs and pagination.': 'Navigationsleisten, Tabs und Seitennummerierung.',
    // pages-data/sections/input-areas/_group.ts
    'Input Areas': 'Eingabebereiche',
    'Newsletters, contact sections, inputs and forms.': 'Newsletter, Kontaktbereiche, Eingabefelder und Formulare.',
    // pages-data/sections/attention-catchers/_group.ts
    'Attention Catchers': 'Blickfänger',
    'Alerts, notifications, modals, tooltips and popovers.':
      'Hinweise, Benachrichtigungen, Dialogfenster, Tooltips und Popovers.',
    // pages-data/sections/elements/_group.ts
    Elements: 'Elemente',
    'Buttons, badges, tables and the other small parts of a page.':
      'Buttons, Badges, Tabellen und die übrigen kleinen Bausteine einer Seite.',
    // pages-data/authentication/_group.ts
    Account: 'Konto',
    'Sign-in, sign-up and password-reset layouts.':
      'Layouts für Anmeldung, Registrierung und das Zurücksetzen des Passworts.',
  },
  // The texts the site's own parts draw (src/ui/messages-en.ts), as ICU messages.
  messages: {
    'layout.skipToContent': 'Zum Inhalt springen',
    'layout.mainNavigation': 'Hauptnavigation',
    'layout.menu': 'Menü',
    'layout.more': 'Mehr',
    'layout.breadcrumb': 'Brotkrümelnavigation',
    'layout.footerNavigation': 'Fußzeile',
    'layout.socialNetworks': 'Soziale Netzwerke',
    'notFound.title': 'Seite nicht gefunden',
    'notFound.text': 'Die gesuchte Seite gibt es nicht oder sie ist umgezogen.',
    'notFound.home': 'Zur Startseite',
    'block.close': 'Schließen',
    'pagination.previous': 'Vorherige Seite',
    'pagination.next': 'Nächste Seite',
    'pagination.page': 'Seite',
    'carousel.start': 'Automatische Diashow starten',
    'carousel.stop': 'Automatische Diashow anhalten',
    'carousel.previous': 'Vorheriges Bild',
    'carousel.next': 'Nächstes Bild',
    'player.label': 'Player',
    'player.previous': 'Vorheriger Titel',
    'player.next': 'Nächster Titel',
    'player.play': 'Abspielen',
    'player.pause': 'Pause',
    'progress.label': 'Fortschritt',
    'table.online': 'Online',
    'table.offline': 'Offline',
    'form.demoNotice': 'Dies ist ein Demo-Formular: Es wurde nichts gesendet.',
    'copy.button': 'Kopieren',
    'copy.named': '{name} kopieren',
    'copy.done': 'Code erfolgreich kopiert!',
    'copy.failed': 'Kopieren fehlgeschlagen: Markieren Sie den Code und kopieren Sie ihn von Hand.',
    'nav.examples': '{count, plural, one {# Beispiel} other {# Beispiele}}',
    'language.thisPage': 'Diese Seite auf Deutsch',
    'language.home': 'Startseite auf Deutsch',
    'language.menu': 'Sprache',
    'search.open': 'Website durchsuchen',
    'search.placeholder': 'Seiten durchsuchen …',
    'search.results': 'Ergebnisse',
    'search.found': '{count, plural, one {# Ergebnis} other {# Ergebnisse}}',
    'search.none': 'Keine Ergebnisse für „{query}“',
    'search.searching': 'Suche läuft …',
    'search.failed': 'Die Suche konnte nicht geladen werden. Bitte später erneut versuchen.',
    'search.keys': 'Pfeiltasten wählen, Eingabe öffnet, Escape schließt',
    'search.needsScript': 'Die Suche braucht JavaScript, das in diesem Browser ausgeschaltet ist.',
  },
});
