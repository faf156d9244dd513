import { definePage } from '../../schema';

export default definePage({
  meta: {
    title: 'Brightline Software: IT-Beratung und Softwareentwicklung',
    description:
      'IT-Beratung, individuelle Softwareentwicklung, Testing, Infrastruktur, Helpdesk und Cybersecurity für Unternehmen.',
  },
  layout: {
    navbar: { variant: 'transparent', sticky: true },
    bodyClass: ['presentation-page', 'bg-gray-200'],
  },
  blocks: [
    {
      type: 'hero',
      image: { src: 'photos/office-dark', alt: '' },
      // A soft hyphen (\u00AD) lets the long word break as "Software-" on a phone.
      title: 'IT-Beratung und Software\u00ADentwicklung',
      description:
        'Seit 2024 unterstützt {company.name} Unternehmen dabei, die Software zu planen, zu entwickeln, zu testen und zu betreiben, auf die ihr Geschäft angewiesen ist.',
      actions: [
        { label: 'Unser Service', href: '#secOurService', color: 'white', variant: 'contained' },
        { label: 'Kontakt aufnehmen', href: '#secContactUs', color: 'white', variant: 'outline' },
      ],
      minHeight: '75vh',
    },
    {
      type: 'card-grid',
      id: 'secSolution',
      title: 'Unsere Lösungen',
      description: 'Geschäftssysteme, die sich nach der Arbeitsweise Ihres Unternehmens richten.',
      columns: 4,
      cards: [
        {
          icon: 'apps',
          title: 'Unternehmens\u00adanwendungen',
          description:
            'Individuelle Unternehmens\u00adanwendungen, die Teams, Daten und Prozesse miteinander verbinden.',
        },
        {
          icon: 'account_tree',
          title: 'Enterprise Resource Planning',
          description: 'ERP-Systeme, die Finanzen, Lieferkette und Betrieb an einem Ort zusammenführen.',
        },
        {
          icon: 'groups',
          title: 'CRM-Lösungen',
          description:
            'Kunden\u00adbeziehungs\u00admanagement, das Vertrieb, Marketing und Service im Gleichtakt hält.',
        },
        {
          icon: 'shopping_cart',
          title: 'E-Commerce',
          description: 'Onlineshops und Marktplätze, die mit Ihrem Sortiment und Ihren Besucherzahlen mitwachsen.',
        },
      ],
    },
    {
      type: 'card-grid',
      id: 'secOurService',
      title: 'Unser Service',
      description:
        'Von der ersten Idee bis zum Support im Produktivbetrieb begleitet ein Team Ihre Software über ihren gesamten Lebenszyklus.',
      columns: 4,
      cardStyle: 'plain',
      cards: [
        {
          icon: 'lightbulb',
          title: 'IT-Beratung',
          description: 'Technologiestrategie, Architekturreviews und Roadmaps, die zu Ihren Geschäftszielen passen.',
        },
        {
          icon: 'code',
          title: 'Softwareentwicklung',
          description: 'Web-, Mobile- und Backend-Anwendungen, entwickelt von erfahrenen Engineers.',
        },
        {
          icon: 'fact_check',
          title: 'Testing und Qualitätssicherung',
          description: 'Manuelle und automatisierte Tests, die jedes Release zuverlässig machen.',
        },
        {
          icon: 'widgets',
          title: 'Anwendungsservices',
          description: 'Wartung, Modernisierung und Integration der Anwendungen, die Sie bereits betreiben.',
        },
        {
          icon: 'cloud',
          title: 'Infrastruktur-Services',
          description: 'Konzeption, Migration und Betrieb von Cloud- und On-Premises-Infrastruktur.',
        },
        {
          icon: 'support_agent',
          title: 'Helpdesk-Services',
          description: 'Support auf L1, L2 und L3, geregelt durch ein Service Level Agreement (SLA).',
          details: [
            'L1: First-Level-Support für Anwender',
            'L2: technische Fehleranalyse',
            'L3: Expertenlösungen in Code und Infrastruktur',
          ],
        },
        {
          icon: 'security',
          title: 'Cybersecurity-Services',
          description: 'Schutz Ihrer Systeme und Daten, einschließlich Penetrationstests.',
          details: ['Penetrationstests', 'Sicherheitsaudits und Härtung'],
        },
      ],
    },
    {
      type: 'content',
      id: 'how-we-work',
      title: 'Ein Team vom ersten Workshop bis zum Betrieb',
      text: [
        'Wir beginnen mit Ihren Zielen, nicht mit einem Leistungskatalog. Wer Ihre Software plant, baut und testet sie auch und bleibt erreichbar, wenn sie läuft: Zwischen Übergaben geht nichts verloren.',
      ],
      image: {
        src: 'photos/team-laptops',
        alt: 'Entwicklerinnen und Entwickler planen gemeinsam ein Release an ihren Laptops',
      },
      imageSide: 'left',
      color: 'warning',
      items: [
        {
          icon: 'forum',
          title: 'Gemeinsam planen',
          description: 'Ein Workshop, an dessen Ende ein umsetzbarer Plan steht.',
        },
        { icon: 'rocket_launch', title: 'Oft veröffentlichen', description: 'Neue Versionen alle 2–3\u00a0Wochen.' },
        {
          icon: 'fact_check',
          title: 'Jedes Release testen',
          description: 'Automatisierte und manuelle Tests vor jeder Auslieferung.',
        },
        { icon: 'support_agent', title: 'Betrieb aus einer Hand', description: 'L1-, L2- und L3-Support mit SLA.' },
      ],
    },
    {
      type: 'card-grid',
      title: 'Was unsere Kunden bekommen',
      description: 'Drei Versprechen, die wir in jedem Projekt halten.',
      tone: 'dark',
      columns: 3,
      cards: [
        {
          icon: 'workspace_premium',
          title: 'Verlässliche Qualität',
          description: 'Ein Qualitätsmanagementsystem, das Ergebnisse reproduzierbar macht.',
          details: ['Qualitätsmanagementsystem seit 2022', 'Zertifiziert nach ISO\u00a09001'],
          color: 'info',
        },
        {
          icon: 'verified_user',
          title: 'Zuverlässige Umsetzung',
          description: 'Sicherer, belastbarer Betrieb hinter jedem Auftrag.',
          details: [
            'Zertifiziert nach ISO\u00a027001',
            'Eigenes Sicherheitsmonitoring rund um die Uhr',
            'Cloudbasierte Infrastruktur',
            'Bereit für Remote-Arbeit',
          ],
          color: 'success',
        },
        {
          icon: 'rocket_launch',
          title: 'Schnelle Entwicklung',
          description: 'Kurze Zyklen, die neue Funktionen schnell zu Ihren Nutzern bringen.',
          details: [
            'Neue Versionen alle 2–3\u00a0Wochen',
            'Kleinere Updates mehrmals täglich',
            'Agiler Prozess',
            'Cloud-native Architektur',
          ],
          color: 'warning',
        },
      ],
    },
    {
      type: 'contact',
      id: 'secContactUs',
      title: 'Kontakt',
      description:
        'Erzählen Sie uns von Ihrem Projekt oder dem Problem, das Sie lösen möchten. Wir antworten innerhalb von 24\u00a0Stunden.',
      channels: [
        { icon: 'mail', label: 'E-Mail', value: '{supportEmail}', href: 'mailto:{supportEmail}' },
        { icon: 'language', label: 'Website', value: 'brightline-software.example', href: '{company.providerUrl}' },
        { icon: 'badge', label: 'Handelsregisternummer', value: '{company.registrationNumber}' },
      ],
    },
  ],
});
