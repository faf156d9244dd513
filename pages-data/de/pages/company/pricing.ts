import { definePage } from '../../../../schema';
import { portrait } from '../../../_people';
import { PARTNERS } from '../../../_partners';

const contact = { route: 'contact-us' } as const;

/** What each tier offers: 2, 10 or unlimited members; 20GB, 40GB or 100GB storage. */
const tier = (members: string, storage: string, level: 0 | 1 | 2) => [
  { label: members },
  { label: storage },
  { label: 'Unterstützung bei der Integration', includes: level > 0 },
  { label: 'Priorisierter Support', includes: level > 0 },
  { label: 'Persönlicher Account Manager', includes: level > 1 },
];

/** How often each period's price is charged, said to search engines. */
const BILLING = { Monat: 'month', Jahr: 'year' } as const;

const plan = (period: 'Monat' | 'Jahr', [starter, premium, enterprise]: [number, number, number]) => [
  {
    title: 'Starter',
    price: { amount: starter, period, billing: BILLING[period] },
    specifications: tier('2 Teammitglieder', '20\u00a0GB Cloud-Speicher', 0),
    action: { label: 'Starter wählen', href: contact, color: 'dark' as const },
  },
  {
    title: 'Premium',
    badge: { label: 'Beliebt', color: 'success' as const },
    price: { amount: premium, period, billing: BILLING[period] },
    specifications: tier('10 Teammitglieder', '40\u00a0GB Cloud-Speicher', 1),
    action: { label: 'Premium testen', href: contact, color: 'primary' as const },
    highlighted: true,
  },
  {
    title: 'Enterprise',
    price: { amount: enterprise, period, billing: BILLING[period] },
    specifications: tier('Unbegrenzt viele Teammitglieder', '100\u00a0GB Cloud-Speicher', 2),
    action: { label: 'Enterprise wählen', href: contact, color: 'dark' as const },
  },
];

export default definePage({
  meta: {
    title: 'Preise | Brightline Software',
    description:
      'Monats-, Jahres- und Lifetime-Tarife für Teams jeder Größe, mit 24/7-Support, häufigen Releases und Antworten auf häufige Fragen.',
  },
  nav: { title: 'Preise', order: 2 },
  layout: { navbar: { variant: 'transparent', sticky: true, menus: true } },
  blocks: [
    {
      type: 'carousel',
      variant: 'header',
      label: 'Tarife im Überblick',
      heading: 'Preise',
      overlap: true,
      slides: [
        {
          image: { src: 'photos/city-night', alt: '' },
          title: 'Finden Sie den passenden Tarif',
          description: 'Monatlich, jährlich oder einmalig auf Lebenszeit: Jeder Tarif enthält 24/7-Support.',
          actions: [{ label: 'Zu den Tarifen', href: { route: 'pricing', hash: '#plans' }, color: 'white' }],
        },
        {
          image: { src: 'photos/mountain-road', alt: '' },
          title: 'Releases alle 2–3\u00a0Wochen',
          description: 'Neue Versionen alle 2–3\u00a0Wochen und kleinere Updates mehrmals täglich.',
        },
        {
          image: { src: 'photos/sunset-lake', alt: '' },
          title: 'Qualität, auf die Sie sich verlassen können',
          description: 'Ein Qualitätsmanagementsystem seit 2022, zertifiziert nach ISO\u00a09001 und ISO\u00a027001.',
        },
      ],
    },
    {
      type: 'card-grid',
      title: 'In jedem Tarif enthalten',
      description: 'Dieselben Engineering-Standards, ganz gleich, für welchen Tarif Sie sich entscheiden.',
      columns: 3,
      cards: [
        {
          icon: 'support_agent',
          title: '24/7-Support',
          description: 'Helpdesk auf L1, L2 und L3, geregelt durch ein SLA.',
        },
        {
          icon: 'rocket_launch',
          title: 'Häufige Releases',
          description: 'Neue Versionen alle 2–3\u00a0Wochen, kleinere Updates mehrmals täglich.',
        },
        {
          icon: 'verified_user',
          title: 'Sicherheitsmonitoring',
          description: 'Eigenes Monitoring rund um die Uhr auf einer nach ISO\u00a027001 zertifizierten Infrastruktur.',
        },
        {
          icon: 'cloud',
          title: 'Cloud-Speicher',
          description: 'Von 20\u00a0GB bis 100\u00a0GB Speicher, täglich gesichert.',
        },
        {
          icon: 'currency_exchange',
          title: 'Über 120 Währungen',
          description: 'Rechnungen in der Währung, in der Ihr Unternehmen arbeitet.',
        },
        {
          icon: 'fact_check',
          title: 'Getestete Releases',
          description: 'Automatisierte und manuelle Tests, bevor eine Version live geht.',
        },
      ],
    },
    {
      type: 'pricing',
      id: 'plans',
      heading: 'Finden Sie den passenden Tarif',
      description:
        'Zahlen Sie monatlich oder sparen Sie mit der Jahreszahlung. Ihren Tarif können Sie jederzeit wechseln.',
      switchLabel: 'Abrechnungszeitraum',
      plans: [
        { label: 'Monatlich', cards: plan('Monat', [59, 89, 99]) },
        { label: 'Jährlich', cards: plan('Jahr', [119, 159, 399]) },
      ],
    },
    {
      type: 'pricing',
      id: 'lifetime',
      heading: 'Lifetime-Mitgliedschaft',
      // Spec §9: the lifetime offer's refund period and free sample.
      description:
        'Einmal zahlen und dauerhaft kostenlose Updates ohne Limit sowie Premium-Support erhalten. Geld-zurück-Garantie innerhalb von 30\u00a0Tagen und ein kostenloses 20-MB-Testpaket zum Ausprobieren.',
      plans: [
        {
          label: 'Lifetime',
          cards: [
            {
              title: 'Lifetime',
              description: 'Einmal zahlen, für immer nutzen.',
              price: { amount: 399, period: 'einmalig', billing: 'once' },
              specifications: [
                { label: 'Zugriff auf privaten Code' },
                { label: 'Freier Zugang zu allen Repositorys' },
                { label: 'Pro-Mitgliedskonten' },
                { label: 'Kostenlose Updates ohne Limit' },
                { label: 'Premium-Support' },
              ],
              action: { label: 'Lifetime-Zugang sichern', href: contact, color: 'primary' },
              highlighted: true,
            },
          ],
        },
      ],
    },
    {
      type: 'carousel',
      variant: 'testimonial',
      label: 'Kundenstimmen',
      heading: 'Das sagen unsere Kunden',
      slides: [
        {
          quote:
            'Das Team hat unser Bestellsystem in vier Monaten von einer Tabellenkalkulation in eine Cloud-Anwendung überführt, und durch die Releases alle zwei Wochen waren wir immer auf dem Laufenden.',
          name: 'Mathew Glock',
          role: 'Operations Manager, Northwind',
          avatar: portrait('Mathew Glock'),
          rating: 5,
        },
        {
          quote:
            'Der Helpdesk antwortet innerhalb einer Stunde, ob bei Tag oder Nacht. Wir müssen uns keine Sorgen mehr um unsere Server machen und liefern endlich wieder neue Features aus.',
          name: 'Nick Willever',
          role: 'Product Lead, Bluepeak',
          avatar: portrait('Nick Willever'),
          rating: 4.5,
        },
      ],
    },
    {
      type: 'logos',
      heading: 'Teams weltweit vertrauen uns',
      logos: PARTNERS,
    },
    {
      type: 'accordion',
      questions: true,
      align: 'center',
      id: 'faq',
      title: 'Häufig gestellte Fragen',
      items: [
        {
          title: 'Kann ich meinen Tarif später wechseln?',
          body: [
            'Ja. Sie können jederzeit zwischen Starter, Premium und Enterprise wechseln oder von monatlicher auf jährliche Abrechnung umstellen.',
          ],
        },
        {
          title: 'Wie kann ich bezahlen?',
          body: [
            'Wir stellen Rechnungen in über 120 Währungen aus. Sie können per Banküberweisung oder mit Karte bezahlen.',
          ],
        },
        {
          title: 'Kann ich mein Geld zurückbekommen?',
          body: [
            'Bei Monats- und Jahrestarifen erstatten wir den Betrag innerhalb von 20\u00a0Tagen nach der Zahlung. Bei der Lifetime-Mitgliedschaft gilt eine Frist von 30\u00a0Tagen, und vor dem Kauf können Sie ein kostenloses 20-MB-Testpaket ausprobieren.',
          ],
        },
        {
          title: 'Ist der Support in jedem Tarif enthalten?',
          body: [
            'Jeder Tarif umfasst unseren 24/7-Helpdesk. Premium und Enterprise bieten zusätzlich priorisierten Support.',
          ],
        },
        {
          title: 'Wo finde ich die Kontaktdaten des Supports?',
          body: ['Schreiben Sie uns jederzeit an {supportEmail}. Wir antworten innerhalb von 24\u00a0Stunden.'],
        },
      ],
    },
  ],
});
