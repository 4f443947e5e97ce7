import type { ProductType } from '../../contract/products'
import {
  AOV_RISK_FACTORS,
  PROFESSIONAL_LIABILITY_RISK_FACTORS,
  STANDARD_RISK_FACTORS,
  type RiskClass,
  type RiskFactors,
} from '../products/pricing'
import type { LocalizedFaqEntry, LocalizedText } from './schema'

/**
 * The seeded insurance products: one per type, slug = type. Slugs are the keys of the upsert: never rename
 * one (cart items and policies point at the row behind it). Prices are net per month in cents for risk
 * factor 1; the gross price adds the 21% insurance tax (products/pricing.ts).
 */
export interface ProductSeed {
  slug: ProductType
  type: ProductType
  names: LocalizedText
  descriptions: LocalizedText
  faq: LocalizedFaqEntry[]
  base_net_cents: number | null
  risk_factors: RiskFactors | null
  require_identity_verification: boolean
  risk_classes: RiskClass[]
}

const text = (nl: string, en: string, fr: string, de: string): LocalizedText => ({ nl, en, fr, de })
const qa = (question: LocalizedText, answer: LocalizedText): LocalizedFaqEntry => ({ question, answer })
const ALL: RiskClass[] = [1, 2, 3, 4]

export const PRODUCTS: readonly ProductSeed[] = [
  {
    slug: 'aov',
    type: 'aov',
    names: text(
      'Arbeidsongeschiktheidsverzekering',
      'Income protection insurance',
      'Assurance incapacité de travail',
      'Arbeitsunfähigkeitsversicherung',
    ),
    descriptions: text(
      'Een vast maandelijks inkomen als je door ziekte of een ongeval niet kunt werken. Je kiest zelf je verzekerde jaarinkomen en je wachttijd, en de premie is aftrekbaar van je inkomen.',
      'A fixed monthly income if illness or an accident stops you from working. You choose your insured annual income and waiting period yourself, and the premium is deductible from your income.',
      'Un revenu mensuel fixe si une maladie ou un accident vous empêche de travailler. Vous choisissez vous-même le revenu annuel assuré et le délai de carence, et la prime est déductible de vos revenus.',
      'Ein festes monatliches Einkommen, wenn Sie wegen Krankheit oder Unfall nicht arbeiten können. Versichertes Jahreseinkommen und Wartezeit wählen Sie selbst, und der Beitrag ist von Ihrem Einkommen absetzbar.',
    ),
    faq: [
      qa(
        text(
          'Wat is een wachttijd?',
          'What is a waiting period?',
          "Qu'est-ce qu'un délai de carence ?",
          'Was ist eine Wartezeit?',
        ),
        text(
          'De wachttijd is de periode tussen het moment dat je arbeidsongeschikt wordt en je eerste uitkering. Hoe langer de wachttijd, hoe lager je premie. Kies een wachttijd die je met je eigen buffer kunt overbruggen.',
          'The waiting period is the time between becoming unable to work and your first payment. The longer the waiting period, the lower your premium. Choose a waiting period you can bridge with your own savings.',
          'Le délai de carence est la période entre le début de votre incapacité de travail et votre premier versement. Plus il est long, plus votre prime est basse. Choisissez un délai que vous pouvez couvrir avec votre propre épargne.',
          'Die Wartezeit ist der Zeitraum zwischen dem Beginn Ihrer Arbeitsunfähigkeit und der ersten Zahlung. Je länger die Wartezeit, desto niedriger der Beitrag. Wählen Sie eine Wartezeit, die Sie mit eigenen Rücklagen überbrücken können.',
        ),
      ),
      qa(
        text(
          'Is de premie aftrekbaar?',
          'Is the premium tax-deductible?',
          'La prime est-elle déductible ?',
          'Ist der Beitrag steuerlich absetzbar?',
        ),
        text(
          'Ja. De premie is in Nederland aftrekbaar van je inkomen in box 1. Een uitkering is daardoor wel belast.',
          'Yes. In the Netherlands the premium is deductible from your income in box 1. Any payment you receive is taxed as a result.',
          'Oui. Aux Pays-Bas, la prime est déductible de vos revenus dans la case 1. En contrepartie, les indemnités sont imposables.',
          'Ja. In den Niederlanden ist der Beitrag in Box 1 von Ihrem Einkommen absetzbar. Leistungen sind dafür steuerpflichtig.',
        ),
      ),
      qa(
        text(
          'Waarom moet ik mijn identiteit laten controleren?',
          'Why do I need to verify my identity?',
          'Pourquoi dois-je faire vérifier mon identité ?',
          'Warum muss ich meine Identität bestätigen?',
        ),
        text(
          'Voor deze verzekering controleren we je identiteit met een geldig identiteitsbewijs, zodat een uitkering altijd bij de juiste persoon terechtkomt.',
          'For this insurance we check your identity with a valid ID document, so that any payment always reaches the right person.',
          "Pour cette assurance, nous vérifions votre identité à l'aide d'une pièce d'identité valide, afin que les indemnités parviennent toujours à la bonne personne.",
          'Für diese Versicherung prüfen wir Ihre Identität anhand eines gültigen Ausweises, damit Leistungen immer bei der richtigen Person ankommen.',
        ),
      ),
    ],
    base_net_cents: 9500,
    risk_factors: AOV_RISK_FACTORS,
    require_identity_verification: true,
    risk_classes: ALL,
  },
  {
    slug: 'aov_acture',
    type: 'aov_acture',
    names: text(
      'Basis AOV',
      'Basic income protection',
      'Assurance incapacité de base',
      'Basis-Arbeitsunfähigkeitsversicherung',
    ),
    descriptions: text(
      'Een betaalbare basisdekking van Acture: een vast bedrag per maand als je langdurig ziek wordt. Je sluit hem af met een korte gezondheidsverklaring in plaats van een medische keuring.',
      'Affordable basic cover from Acture: a fixed amount each month if you fall ill for a long time. You take it out with a short health declaration instead of a medical examination.',
      "Une couverture de base abordable d'Acture : un montant fixe chaque mois en cas de maladie de longue durée. Une courte déclaration de santé suffit, sans examen médical.",
      'Eine günstige Basisabsicherung von Acture: ein fester Betrag pro Monat bei längerer Krankheit. Statt einer ärztlichen Untersuchung genügt eine kurze Gesundheitserklärung.',
    ),
    faq: [
      qa(
        text(
          'Wat is het verschil met een volledige AOV?',
          'How does it differ from full income protection?',
          'Quelle différence avec une assurance incapacité complète ?',
          'Was ist der Unterschied zu einer vollständigen Absicherung?',
        ),
        text(
          'De Basis AOV keert een vast bedrag van € 1.500 per maand uit, gedurende maximaal twee jaar. Een volledige arbeidsongeschiktheidsverzekering verzekert een deel van je eigen inkomen tot je AOW-leeftijd.',
          'Basic income protection pays a fixed € 1,500 a month for at most two years. Full income protection insures part of your own income up to your state pension age.',
          "L'assurance de base verse un montant fixe de 1 500 € par mois pendant deux ans au maximum. Une assurance incapacité complète couvre une partie de votre propre revenu jusqu'à l'âge de la retraite légale.",
          'Die Basisabsicherung zahlt höchstens zwei Jahre lang einen festen Betrag von 1.500 € pro Monat. Eine vollständige Versicherung sichert einen Teil Ihres eigenen Einkommens bis zum gesetzlichen Rentenalter ab.',
        ),
      ),
      qa(
        text(
          'Voor wie is de Basis AOV?',
          'Who is it for?',
          "À qui s'adresse-t-elle ?",
          'Für wen ist sie gedacht?',
        ),
        text(
          'Voor zelfstandigen in beroepen met risicoklasse 1 tot en met 3 die tegen een lage premie een vangnet willen voor de eerste jaren van ziekte.',
          'For self-employed people in professions of risk class 1 to 3 who want a safety net for the first years of illness at a low premium.',
          'Aux indépendants exerçant un métier de classe de risque 1 à 3 qui veulent un filet de sécurité pour les premières années de maladie, à une prime modeste.',
          'Für Selbstständige in Berufen der Risikoklassen 1 bis 3, die sich für die ersten Krankheitsjahre günstig absichern möchten.',
        ),
      ),
    ],
    base_net_cents: 4500,
    risk_factors: STANDARD_RISK_FACTORS,
    require_identity_verification: false,
    risk_classes: [1, 2, 3],
  },
  {
    slug: 'car',
    type: 'car',
    names: text(
      'Zakelijke autoverzekering',
      'Business car insurance',
      'Assurance auto professionnelle',
      'Geschäftliche Kfz-Versicherung',
    ),
    descriptions: text(
      'Verzekering voor de auto waarmee je voor je bedrijf rijdt. We berekenen je premie op basis van het kenteken, je schadevrije jaren en de dekking die je kiest.',
      'Insurance for the car you drive for your business. We calculate your premium from the registration number, your no-claims years and the cover you choose.',
      "Une assurance pour la voiture que vous utilisez pour votre activité. Nous calculons votre prime selon l'immatriculation, vos années sans sinistre et la couverture choisie.",
      'Versicherung für das Auto, das Sie geschäftlich fahren. Wir berechnen Ihren Beitrag anhand des Kennzeichens, Ihrer schadenfreien Jahre und der gewählten Deckung.',
    ),
    faq: [
      qa(
        text(
          'Welke dekkingen kan ik kiezen?',
          'Which cover can I choose?',
          'Quelles couvertures puis-je choisir ?',
          'Welche Deckung kann ich wählen?',
        ),
        text(
          'Je kiest uit WA (wettelijke aansprakelijkheid), WA met beperkt casco of WA met volledig casco (allrisk). Voor een nieuwe of jonge auto is allrisk meestal het verstandigst.',
          'You choose third-party liability, third party with limited comprehensive, or fully comprehensive cover. For a new or young car, fully comprehensive is usually the wisest choice.',
          'Vous choisissez entre la responsabilité civile, la responsabilité civile avec casco partielle ou la tous risques. Pour une voiture neuve ou récente, la tous risques est généralement le choix le plus sage.',
          'Sie wählen zwischen Haftpflicht, Haftpflicht mit Teilkasko oder Vollkasko. Für ein neues oder junges Auto ist Vollkasko meist die beste Wahl.',
        ),
      ),
      qa(
        text(
          'Neem ik mijn schadevrije jaren mee?',
          'Do I keep my no-claims years?',
          'Mes années sans sinistre sont-elles reprises ?',
          'Werden meine schadenfreien Jahre übernommen?',
        ),
        text(
          'Ja. Je schadevrije jaren worden automatisch opgevraagd op basis van je kenteken en je rijbewijs, en verlagen je premie.',
          'Yes. Your no-claims years are looked up automatically from your registration number and driving licence, and they lower your premium.',
          'Oui. Vos années sans sinistre sont récupérées automatiquement à partir de votre immatriculation et de votre permis de conduire, et elles réduisent votre prime.',
          'Ja. Ihre schadenfreien Jahre werden anhand von Kennzeichen und Führerschein automatisch abgefragt und senken Ihren Beitrag.',
        ),
      ),
    ],
    base_net_cents: null,
    risk_factors: null,
    require_identity_verification: false,
    risk_classes: ALL,
  },
  {
    slug: 'allianz_liability',
    type: 'allianz_liability',
    names: text(
      'Aansprakelijkheidsverzekering particulieren',
      'Personal liability insurance',
      'Assurance responsabilité civile vie privée',
      'Privathaftpflichtversicherung',
    ),
    descriptions: text(
      'Dekt schade die jij of je gezinsleden per ongeluk aan anderen of aan hun spullen toebrengen, tot € 2.500.000 per gebeurtenis.',
      'Covers damage that you or your family accidentally cause to other people or their belongings, up to € 2,500,000 per incident.',
      "Couvre les dommages que vous ou les membres de votre famille causez accidentellement à des tiers ou à leurs biens, jusqu'à 2 500 000 € par sinistre.",
      'Deckt Schäden, die Sie oder Ihre Familie versehentlich anderen Personen oder deren Sachen zufügen, bis 2.500.000 € je Schadensfall.',
    ),
    faq: [
      qa(
        text(
          'Wie zijn er meeverzekerd?',
          'Who else is covered?',
          'Qui est également assuré ?',
          'Wer ist mitversichert?',
        ),
        text(
          'Iedereen die tot je huishouden behoort: je partner, je (pleeg)kinderen en inwonende familie. Ook schade door je huisdieren is verzekerd.',
          'Everyone in your household: your partner, your (foster) children and family members living with you. Damage caused by your pets is covered too.',
          "Toutes les personnes de votre foyer : votre partenaire, vos enfants (y compris en famille d'accueil) et les membres de la famille vivant chez vous. Les dommages causés par vos animaux sont aussi couverts.",
          'Alle Personen Ihres Haushalts: Partner, (Pflege-)Kinder und im Haushalt lebende Angehörige. Auch Schäden durch Ihre Haustiere sind versichert.',
        ),
      ),
      qa(
        text(
          'Is schade tijdens mijn werk gedekt?',
          'Is damage during my work covered?',
          'Les dommages causés pendant mon travail sont-ils couverts ?',
          'Sind Schäden bei meiner Arbeit gedeckt?',
        ),
        text(
          'Nee. Schade die je als zelfstandige bij je werk veroorzaakt, valt onder een bedrijfs- of beroepsaansprakelijkheidsverzekering.',
          'No. Damage you cause while working as a self-employed professional falls under business or professional liability insurance.',
          'Non. Les dommages causés dans le cadre de votre activité indépendante relèvent de la responsabilité civile exploitation ou professionnelle.',
          'Nein. Schäden, die Sie als Selbstständige(r) bei der Arbeit verursachen, fallen unter die Betriebs- oder Berufshaftpflichtversicherung.',
        ),
      ),
    ],
    base_net_cents: 450,
    risk_factors: null,
    require_identity_verification: false,
    risk_classes: ALL,
  },
  {
    slug: 'allianz_building',
    type: 'allianz_building',
    names: text(
      'Opstalverzekering',
      'Buildings insurance',
      'Assurance habitation (bâtiment)',
      'Wohngebäudeversicherung',
    ),
    descriptions: text(
      'Verzekert je woning zelf: muren, dak, vloeren en vaste installaties, tegen onder meer brand, storm en waterschade. De premie hangt af van je adres en je woning.',
      'Insures your home itself: walls, roof, floors and fixed installations, against fire, storm and water damage among other things. The premium depends on your address and your home.',
      "Assure votre logement lui-même : murs, toit, sols et installations fixes, notamment contre l'incendie, la tempête et les dégâts des eaux. La prime dépend de votre adresse et de votre logement.",
      'Versichert Ihr Haus selbst: Wände, Dach, Böden und feste Installationen, unter anderem gegen Feuer, Sturm und Leitungswasser. Der Beitrag hängt von Ihrer Adresse und Ihrem Haus ab.',
    ),
    faq: [
      qa(
        text(
          'Waarom zie ik nog geen prijs?',
          "Why don't I see a price yet?",
          "Pourquoi aucun prix n'est-il encore affiché ?",
          'Warum sehe ich noch keinen Preis?',
        ),
        text(
          'De premie hangt af van het type woning, de herbouwwaarde en de ligging. Zodra je je adres invult, berekenen we je premie.',
          'The premium depends on the type of home, its rebuild value and its location. As soon as you enter your address, we calculate your premium.',
          'La prime dépend du type de logement, de sa valeur de reconstruction et de sa situation. Dès que vous saisissez votre adresse, nous calculons votre prime.',
          'Der Beitrag hängt von der Art des Hauses, dem Wiederaufbauwert und der Lage ab. Sobald Sie Ihre Adresse eingeben, berechnen wir Ihren Beitrag.',
        ),
      ),
      qa(
        text(
          'Heb ik een opstalverzekering nodig als ik huur?',
          'Do I need buildings insurance if I rent?',
          'Ai-je besoin de cette assurance si je suis locataire ?',
          'Brauche ich sie, wenn ich zur Miete wohne?',
        ),
        text(
          'Nee. Als huurder is de eigenaar verantwoordelijk voor de woning zelf. Je eigen spullen verzeker je met een inboedelverzekering.',
          'No. As a tenant, the owner is responsible for the building itself. You insure your own belongings with home contents insurance.',
          "Non. En tant que locataire, c'est le propriétaire qui est responsable du bâtiment. Vos propres biens s'assurent avec une assurance contenu du logement.",
          'Nein. Als Mieter ist der Eigentümer für das Gebäude zuständig. Ihre eigenen Sachen versichern Sie mit einer Hausratversicherung.',
        ),
      ),
    ],
    base_net_cents: null,
    risk_factors: null,
    require_identity_verification: false,
    risk_classes: ALL,
  },
  {
    slug: 'allianz_content',
    type: 'allianz_content',
    names: text(
      'Inboedelverzekering',
      'Home contents insurance',
      'Assurance contenu du logement',
      'Hausratversicherung',
    ),
    descriptions: text(
      'Verzekert je spullen in huis, zoals meubels, kleding en apparatuur, tegen brand, inbraak, storm en waterschade.',
      'Insures your belongings at home, such as furniture, clothing and equipment, against fire, burglary, storm and water damage.',
      "Assure vos biens à domicile, comme les meubles, les vêtements et les appareils, contre l'incendie, le cambriolage, la tempête et les dégâts des eaux.",
      'Versichert Ihre Sachen zu Hause, etwa Möbel, Kleidung und Geräte, gegen Feuer, Einbruch, Sturm und Leitungswasser.',
    ),
    faq: [
      qa(
        text(
          'Wat valt onder inboedel?',
          'What counts as contents?',
          'Que comprend le contenu ?',
          'Was zählt zum Hausrat?',
        ),
        text(
          'Alles wat je bij een verhuizing meeneemt: meubels, kleding, elektronica en sieraden (tot een maximum), maar ook je eigen vloerbedekking en zonwering.',
          'Everything you would take with you when moving: furniture, clothing, electronics and jewellery (up to a limit), as well as your own flooring and sun blinds.',
          "Tout ce que vous emporteriez en déménageant : meubles, vêtements, électronique et bijoux (jusqu'à un plafond), mais aussi vos propres revêtements de sol et stores.",
          'Alles, was Sie bei einem Umzug mitnehmen würden: Möbel, Kleidung, Elektronik und Schmuck (bis zu einer Höchstgrenze), aber auch eigene Bodenbeläge und Sonnenschutz.',
        ),
      ),
      qa(
        text(
          'Zijn mijn zakelijke spullen ook verzekerd?',
          'Are my business belongings covered too?',
          'Mon matériel professionnel est-il couvert ?',
          'Sind meine beruflichen Sachen mitversichert?',
        ),
        text(
          'Zakelijke spullen zijn tot € 5.000 meeverzekerd zolang ze in je woning zijn. Neem je je laptop vaak mee, kies dan ook een elektronicaverzekering.',
          'Business belongings are covered up to € 5,000 while they are in your home. If you often take your laptop with you, consider electronics insurance as well.',
          "Le matériel professionnel est couvert jusqu'à 5 000 € tant qu'il se trouve à votre domicile. Si vous emportez souvent votre ordinateur portable, pensez aussi à l'assurance appareils électroniques.",
          'Berufliche Sachen sind bis 5.000 € mitversichert, solange sie sich in Ihrer Wohnung befinden. Nehmen Sie Ihren Laptop oft mit, wählen Sie zusätzlich eine Elektronikversicherung.',
        ),
      ),
    ],
    base_net_cents: 950,
    risk_factors: null,
    require_identity_verification: false,
    risk_classes: ALL,
  },
  {
    slug: 'professional_liability',
    type: 'professional_liability',
    names: text(
      'Beroepsaansprakelijkheidsverzekering',
      'Professional indemnity insurance',
      'Assurance responsabilité civile professionnelle',
      'Berufshaftpflichtversicherung',
    ),
    descriptions: text(
      'Dekt financiële schade die een opdrachtgever lijdt door een fout in je advies of werk, zoals een rekenfout in een rapport of een gemiste deadline.',
      'Covers financial loss a client suffers because of a mistake in your advice or work, such as a calculation error in a report or a missed deadline.',
      "Couvre le préjudice financier subi par un client à cause d'une erreur dans vos conseils ou votre travail, comme une erreur de calcul dans un rapport ou un délai manqué.",
      'Deckt Vermögensschäden, die ein Auftraggeber durch einen Fehler in Ihrer Beratung oder Arbeit erleidet, etwa einen Rechenfehler in einem Gutachten oder eine versäumte Frist.',
    ),
    faq: [
      qa(
        text(
          'Wat is het verschil met een bedrijfsaansprakelijkheidsverzekering?',
          'How does it differ from business liability insurance?',
          'Quelle différence avec la responsabilité civile exploitation ?',
          'Was ist der Unterschied zur Betriebshaftpflicht?',
        ),
        text(
          'De beroepsaansprakelijkheidsverzekering dekt zuivere vermogensschade door een beroepsfout. Een bedrijfsaansprakelijkheidsverzekering dekt schade aan personen en spullen.',
          'Professional indemnity covers pure financial loss caused by a professional error. Business liability insurance covers injury to people and damage to property.',
          "L'assurance responsabilité civile professionnelle couvre le préjudice purement financier causé par une faute professionnelle. La responsabilité civile exploitation couvre les dommages aux personnes et aux biens.",
          'Die Berufshaftpflicht deckt reine Vermögensschäden durch einen beruflichen Fehler. Die Betriebshaftpflicht deckt Personen- und Sachschäden.',
        ),
      ),
      qa(
        text(
          'Waarom kan niet elk beroep deze verzekering afsluiten?',
          "Why can't every profession take out this insurance?",
          'Pourquoi tous les métiers ne peuvent-ils pas souscrire cette assurance ?',
          'Warum kann nicht jeder Beruf diese Versicherung abschließen?',
        ),
        text(
          'Deze verzekering is bedoeld voor adviserende en kantoorberoepen (risicoklasse 1 en 2). Voor andere beroepen past een bedrijfsaansprakelijkheidsverzekering beter.',
          'This insurance is meant for advisory and office professions (risk classes 1 and 2). For other professions, business liability insurance is a better fit.',
          'Cette assurance est destinée aux métiers de conseil et de bureau (classes de risque 1 et 2). Pour les autres métiers, la responsabilité civile exploitation convient mieux.',
          'Diese Versicherung ist für beratende und Büroberufe gedacht (Risikoklassen 1 und 2). Für andere Berufe passt eine Betriebshaftpflicht besser.',
        ),
      ),
      qa(
        text(
          'Mijn opdrachtgever vraagt om een polis. Hoe toon ik die aan?',
          'My client asks for proof of cover. How do I show it?',
          'Mon client demande une attestation. Comment la fournir ?',
          'Mein Auftraggeber verlangt einen Nachweis. Wie erbringe ich ihn?',
        ),
        text(
          'Direct na het afsluiten ontvang je je polisblad per e-mail. Dat kun je meteen doorsturen naar je opdrachtgever of bemiddelaar.',
          'Right after you take out the insurance you receive your policy schedule by e-mail. You can forward it straight to your client or agency.',
          'Juste après la souscription, vous recevez vos conditions particulières par e-mail. Vous pouvez les transmettre immédiatement à votre client ou intermédiaire.',
          'Direkt nach Abschluss erhalten Sie Ihren Versicherungsschein per E-Mail. Den können Sie sofort an Ihren Auftraggeber oder Vermittler weiterleiten.',
        ),
      ),
    ],
    base_net_cents: 2400,
    risk_factors: PROFESSIONAL_LIABILITY_RISK_FACTORS,
    require_identity_verification: false,
    risk_classes: [1, 2],
  },
  {
    slug: 'business_liability',
    type: 'business_liability',
    names: text(
      'Bedrijfsaansprakelijkheidsverzekering',
      'Business liability insurance',
      'Assurance responsabilité civile exploitation',
      'Betriebshaftpflichtversicherung',
    ),
    descriptions: text(
      'Dekt schade aan personen of spullen van anderen die je tijdens je werk veroorzaakt, tot € 1.250.000 per gebeurtenis.',
      'Covers injury to other people or damage to their property that you cause while working, up to € 1,250,000 per incident.',
      "Couvre les dommages corporels ou matériels que vous causez à des tiers dans le cadre de votre travail, jusqu'à 1 250 000 € par sinistre.",
      'Deckt Personen- und Sachschäden, die Sie anderen bei der Arbeit zufügen, bis 1.250.000 € je Schadensfall.',
    ),
    faq: [
      qa(
        text(
          'Welke schade is gedekt?',
          'Which damage is covered?',
          'Quels dommages sont couverts ?',
          'Welche Schäden sind gedeckt?',
        ),
        text(
          'Letsel- en zaakschade die je bij je werk aan anderen toebrengt, bijvoorbeeld als je bij een klant een waterleiding doorboort of als iemand over je gereedschap struikelt.',
          "Injury and property damage you cause to others while working, for example if you drill through a water pipe at a client's home or someone trips over your tools.",
          "Les dommages corporels et matériels causés à des tiers pendant votre travail, par exemple si vous percez une canalisation chez un client ou si quelqu'un trébuche sur vos outils.",
          'Personen- und Sachschäden, die Sie anderen bei der Arbeit zufügen, zum Beispiel wenn Sie beim Kunden eine Wasserleitung anbohren oder jemand über Ihr Werkzeug stolpert.',
        ),
      ),
      qa(
        text(
          'Hoeveel is het eigen risico?',
          'How much is the excess?',
          'Quel est le montant de la franchise ?',
          'Wie hoch ist die Selbstbeteiligung?',
        ),
        text(
          'Het eigen risico is € 250 per schadegeval.',
          'The excess is € 250 per claim.',
          'La franchise est de 250 € par sinistre.',
          'Die Selbstbeteiligung beträgt 250 € je Schadensfall.',
        ),
      ),
      qa(
        text(
          'Waarom hangt de premie af van mijn beroep?',
          'Why does the premium depend on my profession?',
          'Pourquoi la prime dépend-elle de mon métier ?',
          'Warum hängt der Beitrag von meinem Beruf ab?',
        ),
        text(
          'Bij beroepen met fysiek werk is de kans op schade groter. Daarom is de premie afgestemd op de risicoklasse van je beroep.',
          'Professions with physical work are more likely to cause damage, so the premium is set by the risk class of your profession.',
          'Les métiers physiques présentent un risque de dommages plus élevé. La prime est donc fixée selon la classe de risque de votre métier.',
          'Bei körperlicher Arbeit ist das Schadenrisiko höher. Deshalb richtet sich der Beitrag nach der Risikoklasse Ihres Berufs.',
        ),
      ),
    ],
    base_net_cents: 1800,
    risk_factors: STANDARD_RISK_FACTORS,
    require_identity_verification: false,
    risk_classes: ALL,
  },
  {
    slug: 'device',
    type: 'device',
    names: text(
      'Elektronicaverzekering',
      'Electronics insurance',
      'Assurance appareils électroniques',
      'Elektronikversicherung',
    ),
    descriptions: text(
      'Verzekert je laptop, telefoon en tablet tegen diefstal, val- en stootschade en vochtschade: thuis, onderweg en bij je klant.',
      "Insures your laptop, phone and tablet against theft, accidental damage and liquid damage: at home, on the road and at your client's.",
      'Assure votre ordinateur portable, votre téléphone et votre tablette contre le vol, la casse et les dégâts liquides : à domicile, en déplacement et chez vos clients.',
      'Versichert Laptop, Handy und Tablet gegen Diebstahl, Sturz- und Stoßschäden sowie Flüssigkeitsschäden: zu Hause, unterwegs und beim Kunden.',
    ),
    faq: [
      qa(
        text(
          'Welke apparaten kan ik verzekeren?',
          'Which devices can I insure?',
          'Quels appareils puis-je assurer ?',
          'Welche Geräte kann ich versichern?',
        ),
        text(
          "Laptops, smartphones, tablets en camera's die niet ouder zijn dan drie jaar, tot een totale waarde van € 5.000.",
          'Laptops, smartphones, tablets and cameras no older than three years, up to a total value of € 5,000.',
          "Les ordinateurs portables, smartphones, tablettes et appareils photo de moins de trois ans, jusqu'à une valeur totale de 5 000 €.",
          'Laptops, Smartphones, Tablets und Kameras, die höchstens drei Jahre alt sind, bis zu einem Gesamtwert von 5.000 €.',
        ),
      ),
      qa(
        text(
          'Hoe snel krijg ik een vervangend apparaat?',
          'How quickly do I get a replacement?',
          'En combien de temps mon appareil est-il remplacé ?',
          'Wie schnell bekomme ich ein Ersatzgerät?',
        ),
        text(
          'Na een goedgekeurde claim wordt je apparaat binnen vijf werkdagen gerepareerd of vervangen.',
          'After an approved claim your device is repaired or replaced within five working days.',
          "Après l'acceptation de votre déclaration, votre appareil est réparé ou remplacé sous cinq jours ouvrés.",
          'Nach einer anerkannten Schadensmeldung wird Ihr Gerät innerhalb von fünf Werktagen repariert oder ersetzt.',
        ),
      ),
    ],
    base_net_cents: 750,
    risk_factors: null,
    require_identity_verification: false,
    risk_classes: ALL,
  },
  {
    slug: 'death_risk',
    type: 'death_risk',
    names: text(
      'Overlijdensrisicoverzekering',
      'Term life insurance',
      'Assurance décès temporaire',
      'Risikolebensversicherung',
    ),
    descriptions: text(
      'Keert een vast bedrag uit aan je nabestaanden als je tijdens de looptijd overlijdt, bijvoorbeeld om de hypotheek af te lossen of de vaste lasten te blijven betalen.',
      'Pays a fixed amount to your surviving relatives if you die during the term, for example to pay off the mortgage or keep up with the bills.',
      'Verse un capital fixe à vos proches si vous décédez pendant la durée du contrat, par exemple pour rembourser le prêt immobilier ou continuer à payer les charges.',
      'Zahlt Ihren Hinterbliebenen einen festen Betrag, wenn Sie während der Laufzeit sterben, etwa um die Hypothek zu tilgen oder die laufenden Kosten weiter zu tragen.',
    ),
    faq: [
      qa(
        text(
          'Wie krijgt de uitkering?',
          'Who receives the payment?',
          'Qui reçoit le capital ?',
          'Wer erhält die Leistung?',
        ),
        text(
          'De begunstigde die je bij het afsluiten kiest, meestal je partner of je kinderen. Je kunt de begunstigde later altijd wijzigen.',
          'The beneficiary you choose when taking out the policy, usually your partner or children. You can change the beneficiary at any time later.',
          'Le bénéficiaire que vous désignez à la souscription, généralement votre partenaire ou vos enfants. Vous pouvez le modifier à tout moment.',
          'Die bei Abschluss benannte bezugsberechtigte Person, meist Ihr Partner oder Ihre Kinder. Sie können sie später jederzeit ändern.',
        ),
      ),
      qa(
        text(
          'Moet ik een gezondheidsverklaring invullen?',
          'Do I need to fill in a health declaration?',
          'Dois-je remplir une déclaration de santé ?',
          'Muss ich eine Gesundheitserklärung ausfüllen?',
        ),
        text(
          'Ja. Tot een verzekerd bedrag van € 250.000 volstaat een korte gezondheidsverklaring; daarboven kan een medische keuring nodig zijn.',
          'Yes. Up to an insured amount of € 250,000 a short health declaration is enough; above that a medical examination may be needed.',
          "Oui. Jusqu'à un capital assuré de 250 000 €, une courte déclaration de santé suffit ; au-delà, un examen médical peut être nécessaire.",
          'Ja. Bis zu einer Versicherungssumme von 250.000 € genügt eine kurze Gesundheitserklärung; darüber kann eine ärztliche Untersuchung nötig sein.',
        ),
      ),
    ],
    base_net_cents: 1200,
    risk_factors: null,
    require_identity_verification: false,
    risk_classes: ALL,
  },
]
