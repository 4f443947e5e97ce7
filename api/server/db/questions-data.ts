import type { ProductType } from '../../contract/products'
import type { Consequence, QuestionGroup, QuestionType } from '../../contract/questions'
import type { LocalizedText } from './schema'

/**
 * The seeded questions per product (forms §3 Question). Keys are the keys of the upsert, per product for
 * questions and per question for options: never rename one (answers point at the row behind it). The
 * order in each list is the order asked. `price_factor` multiplies the product's price when the option is
 * chosen (default "1.00"); Dutch is the source text.
 */
export interface OptionSeed {
  key: string
  text: LocalizedText
  consequence: Consequence
  price_factor: string
}

export interface QuestionSeed {
  key: string
  group: QuestionGroup
  type: QuestionType
  text: LocalizedText
  help: LocalizedText | null
  options: OptionSeed[]
}

const text = (nl: string, en: string, fr: string, de: string): LocalizedText => ({ nl, en, fr, de })

const option = (
  key: string,
  label: LocalizedText,
  consequence: Consequence = 'none',
  price_factor = '1.00',
): OptionSeed => ({ key, text: label, consequence, price_factor })

const YES = text('Ja', 'Yes', 'Oui', 'Ja')
const NO = text('Nee', 'No', 'Non', 'Nein')

/** A yes/no question: `yes` says what a yes means (a no is always neutral). */
const yesNo = (
  key: string,
  group: QuestionGroup,
  question: LocalizedText,
  yes: { consequence: Consequence; price_factor?: string },
  help: LocalizedText | null = null,
): QuestionSeed => ({
  key,
  group,
  type: 'single',
  text: question,
  help,
  options: [option('yes', YES, yes.consequence, yes.price_factor), option('no', NO)],
})

const ask = (
  key: string,
  type: Exclude<QuestionType, 'single' | 'multi'>,
  question: LocalizedText,
  help: LocalizedText | null = null,
): QuestionSeed => ({ key, group: 'normal', type, text: question, help, options: [] })

const choose = (
  key: string,
  group: QuestionGroup,
  type: 'single' | 'multi',
  question: LocalizedText,
  options: OptionSeed[],
  help: LocalizedText | null = null,
): QuestionSeed => ({ key, group, type, text: question, help, options })

// Questions several products share.

const claimsLast5Years = yesNo(
  'claims_last_5_years',
  'normal',
  text(
    'Heb je in de afgelopen 5 jaar een aansprakelijkheidsclaim gehad?',
    'Have you had a liability claim in the past 5 years?',
    'Avez-vous eu une réclamation en responsabilité civile au cours des 5 dernières années ?',
    'Hatten Sie in den letzten 5 Jahren einen Haftpflichtschaden?',
  ),
  { consequence: 'hard_drop_out' },
  text(
    'Bij een claim kunnen we de verzekering niet online afsluiten; een adviseur neemt contact met je op.',
    'With a claim we cannot arrange this insurance online; an advisor will contact you.',
    'En cas de réclamation, nous ne pouvons pas conclure cette assurance en ligne ; un conseiller vous contactera.',
    'Bei einem Schaden können wir die Versicherung nicht online abschließen; ein Berater meldet sich bei Ihnen.',
  ),
)

const insurerRefused = yesNo(
  'insurer_refused',
  'normal',
  text(
    'Heeft een verzekeraar in de afgelopen 8 jaar een verzekering van je geweigerd of opgezegd?',
    'Has an insurer refused or cancelled a policy of yours in the past 8 years?',
    'Un assureur a-t-il refusé ou résilié l’un de vos contrats au cours des 8 dernières années ?',
    'Hat ein Versicherer in den letzten 8 Jahren einen Vertrag von Ihnen abgelehnt oder gekündigt?',
  ),
  { consequence: 'drop_out' },
  text(
    'Dan hebben we wat meer informatie nodig en nemen we binnen één werkdag contact met je op.',
    'We then need some more information and will contact you within one business day.',
    'Nous aurons alors besoin de quelques informations supplémentaires et vous contacterons sous un jour ouvré.',
    'Dann brauchen wir noch einige Angaben und melden uns innerhalb eines Werktages bei Ihnen.',
  ),
)

const birthDate = ask(
  'birth_date',
  'date',
  text(
    'Wat is je geboortedatum?',
    'What is your date of birth?',
    'Quelle est votre date de naissance ?',
    'Wie lautet Ihr Geburtsdatum?',
  ),
)

/**
 * The home quote form's first question (issue 19, forms §3 `allianz_house_conformity`): the quote refuses
 * a house that is not a normal stone house (AZH01, api/server/home/rules.ts).
 */
const houseConformity = yesNo(
  'allianz_house_conformity',
  'normal',
  text(
    'Is je woning een gewoon stenen huis met een harde dakbedekking?',
    'Is your home a normal stone house with a hard roof covering?',
    'Votre logement est-il une maison en pierre ordinaire avec une couverture de toit dure ?',
    'Ist Ihre Wohnung ein gewöhnliches Steinhaus mit harter Dachdeckung?',
  ),
  { consequence: 'none' },
  text(
    'Dus geen houten huis, woonboot, stacaravan of rieten dak.',
    'So not a wooden house, houseboat, mobile home or thatched roof.',
    'Donc pas de maison en bois, de péniche, de mobil-home ni de toit de chaume.',
    'Also kein Holzhaus, Hausboot, Mobilheim oder Reetdach.',
  ),
)
// A "no" refuses: the option's consequence is reject.
houseConformity.options[1] = { ...houseConformity.options[1]!, consequence: 'reject' }

export const QUESTIONS: Record<ProductType, readonly QuestionSeed[]> = {
  aov: [
    birthDate,
    ask(
      'insured_income',
      'money',
      text(
        'Welk jaarinkomen wil je verzekeren?',
        'Which annual income do you want to insure?',
        'Quel revenu annuel souhaitez-vous assurer ?',
        'Welches Jahreseinkommen möchten Sie versichern?',
      ),
      text(
        'Je bruto jaarinkomen uit je onderneming, maximaal € 125.000.',
        'Your gross annual income from your business, at most € 125,000.',
        'Votre revenu annuel brut tiré de votre entreprise, 125 000 € au maximum.',
        'Ihr Bruttojahreseinkommen aus Ihrem Unternehmen, höchstens 125.000 €.',
      ),
    ),
    choose(
      'waiting_period',
      'price',
      'single',
      text(
        'Welke wachttijd kies je?',
        'Which waiting period do you choose?',
        'Quel délai de carence choisissez-vous ?',
        'Welche Wartezeit wählen Sie?',
      ),
      [
        option('days_14', text('14 dagen', '14 days', '14 jours', '14 Tage'), 'none', '1.25'),
        option('days_30', text('30 dagen', '30 days', '30 jours', '30 Tage')),
        option('days_90', text('90 dagen', '90 days', '90 jours', '90 Tage'), 'none', '0.85'),
        option('days_365', text('1 jaar', '1 year', '1 an', '1 Jahr'), 'none', '0.70'),
      ],
    ),
    yesNo(
      'risky_hobbies',
      'normal',
      text(
        'Beoefen je risicovolle sporten of hobby’s, zoals duiken, bergbeklimmen of motorsport?',
        'Do you take part in risky sports or hobbies, such as diving, mountaineering or motor racing?',
        'Pratiquez-vous des sports ou loisirs à risque, comme la plongée, l’alpinisme ou le sport automobile ?',
        'Üben Sie riskante Sportarten oder Hobbys aus, etwa Tauchen, Bergsteigen oder Motorsport?',
      ),
      { consequence: 'price_increase', price_factor: '1.15' },
    ),
    yesNo(
      'serious_illness',
      'normal',
      text(
        'Ben je in de afgelopen 5 jaar behandeld voor een ernstige ziekte?',
        'Have you been treated for a serious illness in the past 5 years?',
        'Avez-vous été traité pour une maladie grave au cours des 5 dernières années ?',
        'Wurden Sie in den letzten 5 Jahren wegen einer schweren Krankheit behandelt?',
      ),
      { consequence: 'hard_drop_out' },
    ),
    yesNo(
      'burnout_cover',
      'extra_coverage',
      text(
        'Wil je ook verzekerd zijn bij psychische klachten, zoals een burn-out?',
        'Do you also want cover for mental health complaints, such as burnout?',
        'Souhaitez-vous aussi être couvert en cas de troubles psychiques, comme un burn-out ?',
        'Möchten Sie auch bei psychischen Beschwerden wie einem Burn-out versichert sein?',
      ),
      { consequence: 'none', price_factor: '1.12' },
    ),
  ],
  aov_acture: [
    yesNo(
      'fully_fit_for_work',
      'normal',
      text(
        'Ben je op dit moment volledig arbeidsgeschikt?',
        'Are you currently fully fit for work?',
        'Êtes-vous actuellement entièrement apte au travail ?',
        'Sind Sie derzeit voll arbeitsfähig?',
      ),
      { consequence: 'approve' },
    ),
    choose(
      'monthly_benefit',
      'price',
      'single',
      text(
        'Welke uitkering per maand wil je?',
        'Which monthly benefit do you want?',
        'Quelle indemnité mensuelle souhaitez-vous ?',
        'Welche monatliche Leistung möchten Sie?',
      ),
      [
        option('eur_1000', text('€ 1.000', '€ 1,000', '1 000 €', '1.000 €'), 'none', '0.70'),
        option('eur_1500', text('€ 1.500', '€ 1,500', '1 500 €', '1.500 €')),
        option('eur_2000', text('€ 2.000', '€ 2,000', '2 000 €', '2.000 €'), 'none', '1.30'),
      ],
    ),
    yesNo(
      'sick_leave_last_year',
      'normal',
      text(
        'Ben je in het afgelopen jaar langer dan 4 weken achter elkaar ziek geweest?',
        'Have you been ill for more than 4 weeks in a row in the past year?',
        'Avez-vous été malade plus de 4 semaines d’affilée au cours de l’année écoulée ?',
        'Waren Sie im vergangenen Jahr länger als 4 Wochen am Stück krank?',
      ),
      { consequence: 'price_increase', price_factor: '1.20' },
    ),
    choose(
      'business_form',
      'normal',
      'single',
      text(
        'Wat is de rechtsvorm van je onderneming?',
        'What is the legal form of your business?',
        'Quelle est la forme juridique de votre entreprise ?',
        'Welche Rechtsform hat Ihr Unternehmen?',
      ),
      [
        option(
          'sole_trader',
          text('Eenmanszaak', 'Sole trader', 'Entreprise individuelle', 'Einzelunternehmen'),
        ),
        option(
          'general_partnership',
          text(
            'Vennootschap onder firma (vof)',
            'General partnership',
            'Société en nom collectif',
            'Offene Handelsgesellschaft',
          ),
        ),
        option(
          'other',
          text(
            'Een andere rechtsvorm (zoals een bv)',
            'Another legal form (such as a private limited company)',
            'Une autre forme juridique (comme une SARL)',
            'Eine andere Rechtsform (etwa eine GmbH)',
          ),
          'hard_drop_out',
        ),
      ],
    ),
  ],
  business_liability: [
    claimsLast5Years,
    insurerRefused,
    choose(
      'annual_revenue',
      'price',
      'single',
      text(
        'Wat is je jaaromzet?',
        'What is your annual revenue?',
        'Quel est votre chiffre d’affaires annuel ?',
        'Wie hoch ist Ihr Jahresumsatz?',
      ),
      [
        option('up_to_100k', text('Tot € 100.000', 'Up to € 100,000', 'Jusqu’à 100 000 €', 'Bis 100.000 €')),
        option(
          'up_to_250k',
          text(
            '€ 100.000 tot € 250.000',
            '€ 100,000 to € 250,000',
            'De 100 000 € à 250 000 €',
            '100.000 € bis 250.000 €',
          ),
          'none',
          '1.25',
        ),
        option(
          'over_250k',
          text('Meer dan € 250.000', 'More than € 250,000', 'Plus de 250 000 €', 'Mehr als 250.000 €'),
          'none',
          '1.60',
        ),
      ],
      text(
        'Bij een omzet boven € 250.000 vragen we je dit kort toe te lichten.',
        'With revenue over € 250,000 we ask you for a short explanation.',
        'Au-delà de 250 000 € de chiffre d’affaires, nous vous demandons une brève explication.',
        'Bei einem Umsatz über 250.000 € bitten wir Sie um eine kurze Erläuterung.',
      ),
    ),
    yesNo(
      'works_at_client_sites',
      'normal',
      text(
        'Werk je op locatie bij je klanten?',
        'Do you work on site at your clients’ premises?',
        'Travaillez-vous sur place chez vos clients ?',
        'Arbeiten Sie vor Ort bei Ihren Kunden?',
      ),
      { consequence: 'price_increase', price_factor: '1.10' },
    ),
    ask(
      'employees',
      'number',
      text(
        'Hoeveel medewerkers heb je in dienst?',
        'How many employees do you have?',
        'Combien de salariés employez-vous ?',
        'Wie viele Mitarbeitende beschäftigen Sie?',
      ),
    ),
    yesNo(
      'borrowed_goods_cover',
      'extra_coverage',
      text(
        'Wil je ook schade aan gehuurde of geleende spullen verzekeren?',
        'Do you also want to insure damage to rented or borrowed goods?',
        'Souhaitez-vous aussi assurer les dommages aux biens loués ou empruntés ?',
        'Möchten Sie auch Schäden an gemieteten oder geliehenen Sachen versichern?',
      ),
      { consequence: 'none', price_factor: '1.08' },
    ),
  ],
  professional_liability: [
    claimsLast5Years,
    insurerRefused,
    choose(
      'insured_amount',
      'price',
      'single',
      text(
        'Welk verzekerd bedrag per claim kies je?',
        'Which sum insured per claim do you choose?',
        'Quel montant assuré par sinistre choisissez-vous ?',
        'Welche Versicherungssumme je Schadenfall wählen Sie?',
      ),
      [
        option('eur_250k', text('€ 250.000', '€ 250,000', '250 000 €', '250.000 €'), 'none', '0.85'),
        option('eur_500k', text('€ 500.000', '€ 500,000', '500 000 €', '500.000 €')),
        option('eur_1m', text('€ 1.000.000', '€ 1,000,000', '1 000 000 €', '1.000.000 €'), 'none', '1.35'),
      ],
    ),
    yesNo(
      'clients_in_us_canada',
      'normal',
      text(
        'Werk je ook voor opdrachtgevers in de Verenigde Staten of Canada?',
        'Do you also work for clients in the United States or Canada?',
        'Travaillez-vous aussi pour des clients aux États-Unis ou au Canada ?',
        'Arbeiten Sie auch für Auftraggeber in den USA oder Kanada?',
      ),
      { consequence: 'price_increase', price_factor: '1.25' },
    ),
    ask(
      'activities',
      'text',
      text(
        'Omschrijf kort je werkzaamheden.',
        'Briefly describe your work.',
        'Décrivez brièvement votre activité.',
        'Beschreiben Sie kurz Ihre Tätigkeit.',
      ),
    ),
  ],
  car: [
    choose(
      'km_per_year',
      'price',
      'single',
      text(
        'Hoeveel kilometer rijd je per jaar?',
        'How many kilometres do you drive per year?',
        'Combien de kilomètres parcourez-vous par an ?',
        'Wie viele Kilometer fahren Sie pro Jahr?',
      ),
      [
        option(
          'up_to_10k',
          text('Tot 10.000 km', 'Up to 10,000 km', 'Jusqu’à 10 000 km', 'Bis 10.000 km'),
          'none',
          '0.90',
        ),
        option(
          'up_to_20k',
          text(
            '10.000 tot 20.000 km',
            '10,000 to 20,000 km',
            'De 10 000 à 20 000 km',
            '10.000 bis 20.000 km',
          ),
        ),
        option(
          'over_20k',
          text('Meer dan 20.000 km', 'More than 20,000 km', 'Plus de 20 000 km', 'Mehr als 20.000 km'),
          'none',
          '1.15',
        ),
      ],
    ),
    ask(
      'claim_free_years',
      'number',
      text(
        'Hoeveel schadevrije jaren heb je?',
        'How many claim-free years do you have?',
        'Combien d’années sans sinistre avez-vous ?',
        'Wie viele schadenfreie Jahre haben Sie?',
      ),
      text('Minimaal -4.', 'At least -4.', 'Au minimum -4.', 'Mindestens -4.'),
    ),
    yesNo(
      'young_driver',
      'normal',
      text(
        'Rijdt er een bestuurder jonger dan 25 jaar in de auto?',
        'Does a driver under 25 drive the car?',
        'Un conducteur de moins de 25 ans conduit-il la voiture ?',
        'Fährt ein Fahrer unter 25 Jahren das Auto?',
      ),
      { consequence: 'price_increase', price_factor: '1.30' },
    ),
    yesNo(
      'roadside_assistance',
      'extra_coverage',
      text(
        'Wil je pechhulp meeverzekeren?',
        'Do you want to add roadside assistance?',
        'Souhaitez-vous ajouter l’assistance dépannage ?',
        'Möchten Sie eine Pannenhilfe mitversichern?',
      ),
      { consequence: 'none', price_factor: '1.06' },
    ),
  ],
  allianz_liability: [
    claimsLast5Years,
    insurerRefused,
    choose(
      'family_composition',
      'price',
      'single',
      text(
        'Wat is je gezinssamenstelling?',
        'What is your household composition?',
        'Quelle est la composition de votre foyer ?',
        'Wie setzt sich Ihr Haushalt zusammen?',
      ),
      [
        option('single', text('Alleenstaand', 'Single', 'Personne seule', 'Alleinstehend'), 'none', '0.80'),
        option(
          'couple',
          text(
            'Samenwonend zonder kinderen',
            'Living together without children',
            'En couple sans enfants',
            'Zusammenlebend ohne Kinder',
          ),
        ),
        option(
          'family',
          text('Gezin met kinderen', 'Family with children', 'Famille avec enfants', 'Familie mit Kindern'),
          'none',
          '1.20',
        ),
      ],
    ),
    yesNo(
      'dog_owner',
      'normal',
      text('Heb je een hond?', 'Do you have a dog?', 'Avez-vous un chien ?', 'Haben Sie einen Hund?'),
      { consequence: 'price_increase', price_factor: '1.05' },
    ),
  ],
  allianz_building: [
    houseConformity,
    choose(
      'home_ownership',
      'normal',
      'single',
      text(
        'Ben je eigenaar van de woning?',
        'Do you own the home?',
        'Êtes-vous propriétaire du logement ?',
        'Sind Sie Eigentümer der Wohnung?',
      ),
      [
        option(
          'owner',
          text(
            'Ja, ik ben eigenaar',
            'Yes, I own it',
            'Oui, j’en suis propriétaire',
            'Ja, ich bin Eigentümer',
          ),
        ),
        option(
          'tenant',
          text('Nee, ik huur', 'No, I rent', 'Non, je suis locataire', 'Nein, ich miete'),
          'reject',
        ),
      ],
      text(
        'Een opstalverzekering is voor de eigenaar van de woning.',
        'Buildings insurance is for the owner of the home.',
        'L’assurance habitation du bâtiment est destinée au propriétaire.',
        'Eine Gebäudeversicherung ist für den Eigentümer der Wohnung.',
      ),
    ),
    ask(
      'construction_year',
      'number',
      text(
        'In welk jaar is de woning gebouwd?',
        'In which year was the home built?',
        'En quelle année le logement a-t-il été construit ?',
        'In welchem Jahr wurde die Wohnung gebaut?',
      ),
    ),
    yesNo(
      'thatched_roof',
      'normal',
      text(
        'Heeft de woning een rieten dak?',
        'Does the home have a thatched roof?',
        'Le logement a-t-il un toit de chaume ?',
        'Hat die Wohnung ein Reetdach?',
      ),
      { consequence: 'price_increase', price_factor: '1.40' },
    ),
    choose(
      'excess',
      'price',
      'single',
      text(
        'Welk eigen risico kies je?',
        'Which excess do you choose?',
        'Quelle franchise choisissez-vous ?',
        'Welche Selbstbeteiligung wählen Sie?',
      ),
      [
        option(
          'eur_0',
          text('Geen eigen risico', 'No excess', 'Sans franchise', 'Keine Selbstbeteiligung'),
          'none',
          '1.10',
        ),
        option('eur_250', text('€ 250', '€ 250', '250 €', '250 €')),
        option('eur_500', text('€ 500', '€ 500', '500 €', '500 €'), 'none', '0.92'),
      ],
    ),
    yesNo(
      'glass_cover',
      'extra_coverage',
      text(
        'Wil je ook glasschade verzekeren?',
        'Do you also want to insure glass breakage?',
        'Souhaitez-vous aussi assurer le bris de glace ?',
        'Möchten Sie auch Glasbruch versichern?',
      ),
      { consequence: 'none', price_factor: '1.04' },
    ),
  ],
  allianz_content: [
    houseConformity,
    choose(
      'insured_amount',
      'price',
      'single',
      text(
        'Voor welk bedrag wil je je inboedel verzekeren?',
        'For which amount do you want to insure your contents?',
        'Pour quel montant souhaitez-vous assurer vos biens ?',
        'Mit welchem Betrag möchten Sie Ihren Hausrat versichern?',
      ),
      [
        option('eur_50k', text('€ 50.000', '€ 50,000', '50 000 €', '50.000 €'), 'none', '0.80'),
        option('eur_75k', text('€ 75.000', '€ 75,000', '75 000 €', '75.000 €')),
        option('eur_100k', text('€ 100.000', '€ 100,000', '100 000 €', '100.000 €'), 'none', '1.25'),
      ],
    ),
    choose(
      'valuables',
      'normal',
      'multi',
      text(
        'Welke kostbaarheden heb je in huis?',
        'Which valuables do you keep at home?',
        'Quels objets de valeur avez-vous chez vous ?',
        'Welche Wertsachen haben Sie zu Hause?',
      ),
      [
        option('jewellery', text('Sieraden', 'Jewellery', 'Bijoux', 'Schmuck'), 'price_increase', '1.05'),
        option(
          'art',
          text('Kunst of antiek', 'Art or antiques', 'Œuvres d’art ou antiquités', 'Kunst oder Antiquitäten'),
          'price_increase',
          '1.05',
        ),
        option(
          'electronics',
          text(
            'Audio- en videoapparatuur',
            'Audio and video equipment',
            'Matériel audio et vidéo',
            'Audio- und Videogeräte',
          ),
        ),
      ],
      text(
        'Kies alles wat van toepassing is.',
        'Choose all that apply.',
        'Choisissez tout ce qui s’applique.',
        'Wählen Sie alles Zutreffende.',
      ),
    ),
    yesNo(
      'burglar_alarm',
      'normal',
      text(
        'Heeft je woning een inbraakalarm?',
        'Does your home have a burglar alarm?',
        'Votre logement dispose-t-il d’une alarme anti-intrusion ?',
        'Hat Ihre Wohnung eine Einbruchmeldeanlage?',
      ),
      { consequence: 'none', price_factor: '0.95' },
    ),
    yesNo(
      'outdoor_cover',
      'extra_coverage',
      text(
        'Wil je ook je spullen buitenshuis verzekeren?',
        'Do you also want to insure your belongings away from home?',
        'Souhaitez-vous aussi assurer vos affaires hors du domicile ?',
        'Möchten Sie Ihre Sachen auch außer Haus versichern?',
      ),
      { consequence: 'none', price_factor: '1.10' },
    ),
  ],
  device: [
    choose(
      'device_types',
      'normal',
      'multi',
      text(
        'Welke apparaten wil je verzekeren?',
        'Which devices do you want to insure?',
        'Quels appareils souhaitez-vous assurer ?',
        'Welche Geräte möchten Sie versichern?',
      ),
      [
        option('smartphone', text('Smartphone', 'Smartphone', 'Smartphone', 'Smartphone')),
        option('laptop', text('Laptop', 'Laptop', 'Ordinateur portable', 'Laptop')),
        option('tablet', text('Tablet', 'Tablet', 'Tablette', 'Tablet')),
        option(
          'camera',
          text('Camera of drone', 'Camera or drone', 'Appareil photo ou drone', 'Kamera oder Drohne'),
          'price_increase',
          '1.10',
        ),
      ],
    ),
    ask(
      'purchase_date',
      'date',
      text(
        'Wanneer heb je het duurste apparaat gekocht?',
        'When did you buy the most expensive device?',
        'Quand avez-vous acheté l’appareil le plus cher ?',
        'Wann haben Sie das teuerste Gerät gekauft?',
      ),
      text(
        'We verzekeren apparaten tot 3 jaar oud.',
        'We insure devices up to 3 years old.',
        'Nous assurons les appareils de moins de 3 ans.',
        'Wir versichern Geräte bis 3 Jahre.',
      ),
    ),
    choose(
      'device_value',
      'price',
      'single',
      text(
        'Wat is de totale nieuwwaarde van de apparaten?',
        'What is the total replacement value of the devices?',
        'Quelle est la valeur à neuf totale des appareils ?',
        'Wie hoch ist der gesamte Neuwert der Geräte?',
      ),
      [
        option('up_to_1000', text('Tot € 1.000', 'Up to € 1,000', 'Jusqu’à 1 000 €', 'Bis 1.000 €')),
        option(
          'up_to_2500',
          text('€ 1.000 tot € 2.500', '€ 1,000 to € 2,500', 'De 1 000 € à 2 500 €', '1.000 € bis 2.500 €'),
          'none',
          '1.40',
        ),
        option(
          'up_to_5000',
          text('€ 2.500 tot € 5.000', '€ 2,500 to € 5,000', 'De 2 500 € à 5 000 €', '2.500 € bis 5.000 €'),
          'none',
          '1.90',
        ),
      ],
    ),
    yesNo(
      'theft_from_car',
      'extra_coverage',
      text(
        'Wil je ook diefstal uit een auto verzekeren?',
        'Do you also want to insure theft from a car?',
        'Souhaitez-vous aussi assurer le vol dans une voiture ?',
        'Möchten Sie auch Diebstahl aus einem Auto versichern?',
      ),
      { consequence: 'none', price_factor: '1.05' },
    ),
  ],
  death_risk: [
    birthDate,
    choose(
      'insured_amount',
      'price',
      'single',
      text(
        'Welk bedrag wil je verzekeren?',
        'Which amount do you want to insure?',
        'Quel montant souhaitez-vous assurer ?',
        'Welchen Betrag möchten Sie versichern?',
      ),
      [
        option('eur_50k', text('€ 50.000', '€ 50,000', '50 000 €', '50.000 €'), 'none', '0.55'),
        option('eur_100k', text('€ 100.000', '€ 100,000', '100 000 €', '100.000 €')),
        option('eur_200k', text('€ 200.000', '€ 200,000', '200 000 €', '200.000 €'), 'none', '1.90'),
      ],
    ),
    yesNo(
      'smoker',
      'normal',
      text(
        'Heb je in de afgelopen 2 jaar gerookt?',
        'Have you smoked in the past 2 years?',
        'Avez-vous fumé au cours des 2 dernières années ?',
        'Haben Sie in den letzten 2 Jahren geraucht?',
      ),
      { consequence: 'price_increase', price_factor: '1.60' },
    ),
    ask(
      'beneficiary',
      'text',
      text(
        'Wie ontvangt de uitkering bij overlijden?',
        'Who receives the payment on death?',
        'Qui reçoit le capital en cas de décès ?',
        'Wer erhält die Leistung im Todesfall?',
      ),
      text(
        'Bijvoorbeeld je partner of je kinderen.',
        'For example your partner or your children.',
        'Par exemple votre partenaire ou vos enfants.',
        'Zum Beispiel Ihr Partner oder Ihre Kinder.',
      ),
    ),
  ],
}
