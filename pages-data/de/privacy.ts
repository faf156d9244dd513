import { definePage } from '../../schema';

export default definePage({
  meta: {
    title: 'Datenschutzerklärung | Brightline Software',
    description:
      'Wie die Buchhaltungs- und Finanz-App von Brightline Software Ihre personenbezogenen Daten erhebt, verwendet und schützt.',
  },
  layout: { navbar: { variant: 'light', sticky: true }, bodyClass: ['bg-gray-200'] },
  blocks: [
    {
      type: 'article',
      title: 'Datenschutzerklärung',
      subtitle: 'Stand: {date:2025-09-01}',
      intro: [
        '{company.name} („wir“, „uns“) bietet eine App für Buchhaltung und die Verwaltung privater Finanzen an: Sie erfassen Ihre Einnahmen, Ausgaben und Transaktionen und sehen, wohin Ihr Geld fließt. Als Verantwortlicher im Sinne der Datenschutz-Grundverordnung (DSGVO) informieren wir Sie in dieser Datenschutzerklärung darüber, welche personenbezogenen Daten die App verarbeitet, zu welchen Zwecken und welche Wahlmöglichkeiten Sie haben.',
      ],
      sections: [
        {
          heading: 'Welche Daten wir erheben',
          body: [
            'Wir erheben nur die personenbezogenen Daten, die für die Funktion der App erforderlich sind:',
            {
              list: [
                [{ bold: 'Kontodaten:' }, ' Ihr Name, Ihre E-Mail-Adresse und Ihr Passwort.'],
                [{ bold: 'Finanzdaten:' }, ' die Einnahmen, Ausgaben und Transaktionen, die Sie erfassen.'],
                [{ bold: 'Gerätedaten:' }, ' IP-Adresse, Betriebssystem und Angaben dazu, wie Sie die App nutzen.'],
              ],
            },
          ],
        },
        {
          heading: 'Zwecke der Verarbeitung',
          body: [
            {
              list: [
                'Zur Einrichtung und Führung Ihres Kontos und zur Synchronisierung Ihrer Einträge.',
                'Zur Erstellung von Auswertungen über Ihre Einnahmen, Ausgaben und Transaktionen.',
                'Zur Bearbeitung Ihrer Supportanfragen.',
                'Zur Gewährleistung der Sicherheit der App, zur Fehlerbehebung und zu ihrer Weiterentwicklung.',
              ],
            },
          ],
        },
        {
          heading: 'Speicherung und Datensicherheit',
          body: [
            'Ihre Daten werden in einer gesicherten Cloud-Infrastruktur gespeichert und sowohl bei der Übertragung als auch im gespeicherten Zustand verschlüsselt. Zugriff haben nur Mitarbeitende, die ihn für den Betrieb des Dienstes benötigen; unsere Systeme werden rund um die Uhr überwacht.',
          ],
        },
        {
          heading: 'Weitergabe von Daten',
          body: [
            'Wir verkaufen Ihre personenbezogenen Daten und Finanzdaten nicht. Wir geben sie nur an Dienstleister weiter, die die App in unserem Auftrag hosten und betreiben (Auftragsverarbeiter) und vertraglich zu ihrem Schutz verpflichtet sind, oder wenn wir gesetzlich dazu verpflichtet sind.',
          ],
        },
        {
          heading: 'Speicherdauer',
          body: [
            'Wir speichern Ihre Daten, solange Ihr Konto besteht. Wird das Konto gelöscht, löschen wir auch Ihre personenbezogenen Daten und Finanzdaten, soweit keine gesetzlichen Aufbewahrungspflichten entgegenstehen.',
          ],
        },
        {
          heading: 'Ihre Rechte als betroffene Person',
          body: [
            'Sie haben das Recht auf Auskunft über die Daten, die wir über Sie speichern, auf deren Berichtigung sowie auf Herausgabe Ihrer Daten in einem gängigen Format (Datenübertragbarkeit).',
            [
              'Außerdem können Sie jederzeit ',
              {
                text: 'Ihr Konto und Ihre Daten löschen lassen',
                alert: [
                  'Um Ihr Konto und alle zugehörigen Daten löschen zu lassen, schreiben Sie von der E-Mail-Adresse, mit der Sie sich registriert haben, eine E-Mail an ',
                  { text: '{supportEmail}', href: 'mailto:{supportEmail}' },
                  ' und bitten Sie um die Löschung Ihres Kontos. Wir bestätigen Ihnen, sobald Ihr Konto und Ihre Daten gelöscht sind.',
                ],
              },
              '.',
            ],
          ],
        },
        {
          heading: 'Datenschutz bei Kindern',
          body: [
            'Die App richtet sich nicht an Kinder unter 13\u00a0Jahren, und wir erheben wissentlich keine Daten von ihnen. Wenn Sie annehmen, dass uns ein Kind unter 13\u00a0Jahren Daten übermittelt hat, wenden Sie sich bitte an uns; wir löschen diese Daten dann.',
          ],
        },
        {
          heading: 'Änderungen dieser Datenschutzerklärung',
          body: [
            'Wir können diese Datenschutzerklärung anpassen. In diesem Fall aktualisieren wir das oben genannte Datum und informieren Sie über wesentliche Änderungen in der App oder per E-Mail.',
          ],
        },
        {
          heading: 'Kontakt',
          body: [
            [
              'Fragen zu dieser Datenschutzerklärung? Schreiben Sie uns an ',
              { text: '{supportEmail}', href: 'mailto:{supportEmail}' },
              '. {company.name}, Handelsregister-Nr.\u00a0{company.registrationNumber}.',
            ],
          ],
        },
      ],
    },
  ],
});
