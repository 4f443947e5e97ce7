import type { ProductType } from '../../contract/products'
import { QUIZ_QUESTION_COUNT, type QuizKind } from '../../contract/quiz'
import type { LocalizedText } from './schema'

/**
 * The seeded knowledge quizzes of income protection (forms §4 Quiz, §9): what a self-employed person must
 * understand before taking out an AOV without advice. Both quizzes belong to the product types in
 * `product_types`, so every aov and aov_acture product uses them. Keys are the keys of the upsert (per
 * quiz, per question): never rename one. Each question has exactly one correct option; Dutch is the source.
 */
export interface QuizOptionSeed {
  key: string
  text: LocalizedText
  correct: boolean
}

export interface QuizQuestionSeed {
  key: string
  text: LocalizedText
  options: QuizOptionSeed[]
}

export interface QuizSeed {
  key: string
  kind: QuizKind
  product_types: ProductType[]
  questions: QuizQuestionSeed[]
}

const text = (nl: string, en: string, fr: string, de: string): LocalizedText => ({ nl, en, fr, de })
const right = (key: string, label: LocalizedText): QuizOptionSeed => ({ key, text: label, correct: true })
const wrong = (key: string, label: LocalizedText): QuizOptionSeed => ({ key, text: label, correct: false })
const question = (key: string, label: LocalizedText, options: QuizOptionSeed[]): QuizQuestionSeed => ({
  key,
  text: label,
  options,
})

const AOV_TYPES: ProductType[] = ['aov', 'aov_acture']

const PRIMARY: QuizQuestionSeed[] = [
  question(
    'waiting_period',
    text(
      'Wat is de eigen risicotermijn (wachttijd) van een arbeidsongeschiktheidsverzekering?',
      'What is the own-risk period (waiting period) of income protection insurance?',
      "Qu'est-ce que le délai de carence d'une assurance incapacité de travail ?",
      'Was ist die Karenzzeit (Wartezeit) einer Arbeitsunfähigkeitsversicherung?',
    ),
    [
      wrong(
        'a',
        text(
          'De tijd die de verzekeraar nodig heeft om je aanvraag te beoordelen',
          'The time the insurer needs to assess your application',
          "Le temps dont l'assureur a besoin pour examiner votre demande",
          'Die Zeit, die der Versicherer für die Prüfung Ihres Antrags braucht',
        ),
      ),
      right(
        'b',
        text(
          'De eerste periode van je arbeidsongeschiktheid waarin je nog geen uitkering krijgt',
          'The first period of your incapacity for work in which you receive no benefit yet',
          "La première période de votre incapacité de travail pendant laquelle vous ne recevez pas encore d'indemnité",
          'Der erste Zeitraum Ihrer Arbeitsunfähigkeit, in dem Sie noch keine Leistung erhalten',
        ),
      ),
      wrong(
        'c',
        text(
          'De periode na je herstel waarin je de uitkering nog doorbetaald krijgt',
          'The period after your recovery in which the benefit is still paid',
          "La période après votre guérison pendant laquelle l'indemnité continue d'être versée",
          'Der Zeitraum nach Ihrer Genesung, in dem die Leistung noch weitergezahlt wird',
        ),
      ),
      wrong(
        'd',
        text(
          'Het aantal jaren dat je premie moet betalen voordat je verzekerd bent',
          'The number of years you must pay premium before you are covered',
          'Le nombre d’années pendant lesquelles vous devez payer la prime avant d’être assuré',
          'Die Anzahl Jahre, die Sie Beiträge zahlen müssen, bevor Sie versichert sind',
        ),
      ),
    ],
  ),
  question(
    'benefit_duration',
    text(
      'Wat bepaalt de uitkeringsduur van je arbeidsongeschiktheidsverzekering?',
      'What does the benefit duration of your income protection insurance determine?',
      "Que détermine la durée d'indemnisation de votre assurance incapacité de travail ?",
      'Was legt die Leistungsdauer Ihrer Arbeitsunfähigkeitsversicherung fest?',
    ),
    [
      right(
        'a',
        text(
          'Hoe lang je een uitkering krijgt zolang je arbeidsongeschikt blijft',
          'How long you receive a benefit for as long as you remain unable to work',
          'Combien de temps vous recevez une indemnité tant que votre incapacité de travail dure',
          'Wie lange Sie eine Leistung erhalten, solange Sie arbeitsunfähig bleiben',
        ),
      ),
      wrong(
        'b',
        text(
          'Hoe lang je moet wachten voordat de eerste uitkering komt',
          'How long you must wait before the first benefit is paid',
          'Combien de temps vous devez attendre avant la première indemnité',
          'Wie lange Sie auf die erste Leistung warten müssen',
        ),
      ),
      wrong(
        'c',
        text(
          'Hoe lang je premie betaalt voordat de verzekering stopt',
          'How long you pay premium before the insurance stops',
          "Combien de temps vous payez la prime avant que l'assurance ne s'arrête",
          'Wie lange Sie Beiträge zahlen, bevor die Versicherung endet',
        ),
      ),
    ],
  ),
  question(
    'income_cap',
    text(
      'Wat is het hoogste jaarinkomen dat je met deze verzekering kunt verzekeren?',
      'What is the highest annual income you can insure with this insurance?',
      'Quel est le revenu annuel le plus élevé que vous pouvez assurer avec cette assurance ?',
      'Welches ist das höchste Jahreseinkommen, das Sie mit dieser Versicherung versichern können?',
    ),
    [
      wrong('a', text('€ 50.000', '€50,000', '50 000 €', '50.000 €')),
      wrong('b', text('€ 75.000', '€75,000', '75 000 €', '75.000 €')),
      right('c', text('€ 125.000', '€125,000', '125 000 €', '125.000 €')),
      wrong(
        'd',
        text('Er is geen maximum', 'There is no maximum', "Il n'y a pas de maximum", 'Es gibt kein Maximum'),
      ),
    ],
  ),
  question(
    'indexation',
    text(
      'Wat betekent indexatie van je verzekerde uitkering?',
      'What does indexation of your insured benefit mean?',
      "Que signifie l'indexation de votre indemnité assurée ?",
      'Was bedeutet die Indexierung Ihrer versicherten Leistung?',
    ),
    [
      wrong(
        'a',
        text(
          'Je premie blijft altijd gelijk, wat er ook gebeurt',
          'Your premium always stays the same, whatever happens',
          'Votre prime reste toujours la même, quoi qu’il arrive',
          'Ihr Beitrag bleibt immer gleich, was auch geschieht',
        ),
      ),
      right(
        'b',
        text(
          'Het verzekerde bedrag stijgt mee met de prijzen, zodat het zijn waarde houdt; je premie stijgt dan ook',
          'The insured amount rises with prices so it keeps its value; your premium rises too',
          'Le montant assuré suit la hausse des prix pour garder sa valeur ; votre prime augmente aussi',
          'Der versicherte Betrag steigt mit den Preisen, damit er seinen Wert behält; Ihr Beitrag steigt dann auch',
        ),
      ),
      wrong(
        'c',
        text(
          'De uitkering wordt elk jaar lager naarmate je ouder wordt',
          'The benefit gets lower every year as you get older',
          "L'indemnité diminue chaque année à mesure que vous vieillissez",
          'Die Leistung wird jedes Jahr geringer, je älter Sie werden',
        ),
      ),
    ],
  ),
  question(
    'psychological',
    text(
      'Je valt uit door een burn-out. Wat bepaalt of en hoe lang je een uitkering krijgt?',
      'You stop working because of a burn-out. What decides whether and for how long you receive a benefit?',
      "Vous êtes en arrêt pour un burn-out. Qu'est-ce qui détermine si et combien de temps vous êtes indemnisé ?",
      'Sie fallen wegen eines Burn-outs aus. Was entscheidet, ob und wie lange Sie eine Leistung erhalten?',
    ),
    [
      wrong(
        'a',
        text(
          'Niets: psychische klachten zijn bij elke verzekering volledig gedekt',
          'Nothing: psychological complaints are fully covered by every insurance',
          'Rien : les troubles psychiques sont entièrement couverts par toute assurance',
          'Nichts: Psychische Beschwerden sind bei jeder Versicherung vollständig gedeckt',
        ),
      ),
      wrong(
        'b',
        text(
          'Niets: psychische klachten zijn nooit verzekerd',
          'Nothing: psychological complaints are never covered',
          'Rien : les troubles psychiques ne sont jamais assurés',
          'Nichts: Psychische Beschwerden sind nie versichert',
        ),
      ),
      right(
        'c',
        text(
          'De voorwaarden van je verzekering: daarin staat of psychische klachten gedekt zijn en of de uitkeringsduur daarvoor beperkt is',
          'The terms of your insurance: they say whether psychological complaints are covered and whether the benefit duration for them is limited',
          'Les conditions de votre assurance : elles indiquent si les troubles psychiques sont couverts et si la durée d’indemnisation est limitée pour eux',
          'Die Bedingungen Ihrer Versicherung: Darin steht, ob psychische Beschwerden gedeckt sind und ob die Leistungsdauer dafür begrenzt ist',
        ),
      ),
    ],
  ),
  question(
    'premium_deduction',
    text(
      'Hoe behandelt de Belastingdienst de premie van je arbeidsongeschiktheidsverzekering?',
      'How does the Dutch Tax Administration treat the premium of your income protection insurance?',
      "Comment l'administration fiscale néerlandaise traite-t-elle la prime de votre assurance incapacité de travail ?",
      'Wie behandelt die niederländische Steuerverwaltung den Beitrag Ihrer Arbeitsunfähigkeitsversicherung?',
    ),
    [
      right(
        'a',
        text(
          'Je mag de premie aftrekken van je inkomen in box 1',
          'You may deduct the premium from your income in box 1',
          'Vous pouvez déduire la prime de vos revenus en box 1',
          'Sie dürfen den Beitrag von Ihrem Einkommen in Box 1 abziehen',
        ),
      ),
      wrong(
        'b',
        text(
          'De premie is nergens aftrekbaar',
          'The premium is not deductible at all',
          "La prime n'est déductible nulle part",
          'Der Beitrag ist nirgends absetzbar',
        ),
      ),
      wrong(
        'c',
        text(
          'De premie wordt betaald door het UWV',
          'The premium is paid by the UWV',
          "La prime est payée par l'UWV",
          'Der Beitrag wird vom UWV gezahlt',
        ),
      ),
      wrong(
        'd',
        text(
          'Je mag de premie aftrekken in box 3, bij je vermogen',
          'You may deduct the premium in box 3, against your savings and investments',
          'Vous pouvez déduire la prime en box 3, sur votre patrimoine',
          'Sie dürfen den Beitrag in Box 3 bei Ihrem Vermögen abziehen',
        ),
      ),
    ],
  ),
  question(
    'partial_incapacity',
    text(
      'Je bent gedeeltelijk arbeidsongeschikt. Hoeveel uitkering krijg je?',
      'You are partly unable to work. How much benefit do you receive?',
      'Vous êtes partiellement en incapacité de travail. Quelle indemnité recevez-vous ?',
      'Sie sind teilweise arbeitsunfähig. Wie viel Leistung erhalten Sie?',
    ),
    [
      wrong(
        'a',
        text(
          'Altijd de volledige uitkering',
          'Always the full benefit',
          "Toujours l'indemnité complète",
          'Immer die volle Leistung',
        ),
      ),
      right(
        'b',
        text(
          'Een deel dat past bij je arbeidsongeschiktheidspercentage; onder het minimumpercentage uit de voorwaarden krijg je niets',
          'A share that matches your incapacity percentage; below the minimum percentage in the terms you receive nothing',
          "Une part qui correspond à votre taux d'incapacité ; en dessous du taux minimum prévu par les conditions, vous ne recevez rien",
          'Einen Anteil, der Ihrem Grad der Arbeitsunfähigkeit entspricht; unter dem Mindestgrad der Bedingungen erhalten Sie nichts',
        ),
      ),
      wrong(
        'c',
        text(
          'Niets: alleen wie volledig arbeidsongeschikt is, krijgt een uitkering',
          'Nothing: only people who are fully unable to work receive a benefit',
          'Rien : seules les personnes en incapacité totale sont indemnisées',
          'Nichts: Nur wer vollständig arbeitsunfähig ist, erhält eine Leistung',
        ),
      ),
    ],
  ),
  question(
    'medical_acceptance',
    text(
      'Waarom stelt de verzekeraar je medische vragen voordat je verzekerd bent?',
      'Why does the insurer ask you medical questions before you are covered?',
      "Pourquoi l'assureur vous pose-t-il des questions médicales avant de vous assurer ?",
      'Warum stellt Ihnen der Versicherer medizinische Fragen, bevor Sie versichert sind?',
    ),
    [
      wrong(
        'a',
        text(
          'Alleen voor statistiek; de antwoorden hebben geen gevolgen',
          'For statistics only; the answers have no consequences',
          "Uniquement pour des statistiques ; les réponses n'ont aucune conséquence",
          'Nur für die Statistik; die Antworten haben keine Folgen',
        ),
      ),
      wrong(
        'b',
        text(
          'Om je huisarts te laten weten dat je verzekerd bent',
          'To let your GP know that you are insured',
          'Pour informer votre médecin traitant que vous êtes assuré',
          'Um Ihrem Hausarzt mitzuteilen, dass Sie versichert sind',
        ),
      ),
      right(
        'c',
        text(
          'Om te beoordelen of en onder welke voorwaarden hij je accepteert (medische acceptatie)',
          'To assess whether and on what terms it accepts you (medical underwriting)',
          "Pour évaluer s'il vous accepte et à quelles conditions (acceptation médicale)",
          'Um zu beurteilen, ob und zu welchen Bedingungen er Sie annimmt (Gesundheitsprüfung)',
        ),
      ),
    ],
  ),
  question(
    'duty_of_disclosure',
    text(
      'Wat houdt je mededelingsplicht in bij het aanvragen van de verzekering?',
      'What does your duty of disclosure mean when you apply for the insurance?',
      "En quoi consiste votre obligation de déclaration lors de la demande d'assurance ?",
      'Was bedeutet Ihre Anzeigepflicht beim Beantragen der Versicherung?',
    ),
    [
      right(
        'a',
        text(
          'Je moet alle vragen volledig en naar waarheid beantwoorden; anders kan de verzekeraar later weigeren uit te keren',
          'You must answer every question fully and truthfully; otherwise the insurer may later refuse to pay',
          "Vous devez répondre à toutes les questions de façon complète et sincère ; sinon, l'assureur peut refuser plus tard de payer",
          'Sie müssen alle Fragen vollständig und wahrheitsgemäß beantworten; sonst kann der Versicherer später die Leistung verweigern',
        ),
      ),
      wrong(
        'b',
        text(
          'Je hoeft alleen klachten te melden waarvoor je nu nog bij een arts loopt',
          'You only need to mention complaints you are still seeing a doctor for',
          'Vous ne devez signaler que les troubles pour lesquels vous consultez encore un médecin',
          'Sie müssen nur Beschwerden angeben, wegen derer Sie noch in ärztlicher Behandlung sind',
        ),
      ),
      wrong(
        'c',
        text(
          'Je moet de verzekeraar elk jaar je omzet doorgeven',
          'You must report your turnover to the insurer every year',
          "Vous devez communiquer votre chiffre d'affaires à l'assureur chaque année",
          'Sie müssen dem Versicherer jedes Jahr Ihren Umsatz melden',
        ),
      ),
    ],
  ),
  question(
    'own_occupation',
    text(
      'Je bent verzekerd voor beroepsarbeidsongeschiktheid. Wanneer krijg je een uitkering?',
      'You are insured for incapacity for your own occupation. When do you receive a benefit?',
      'Vous êtes assuré pour l’incapacité à exercer votre propre profession. Quand êtes-vous indemnisé ?',
      'Sie sind gegen Berufsunfähigkeit im eigenen Beruf versichert. Wann erhalten Sie eine Leistung?',
    ),
    [
      wrong(
        'a',
        text(
          'Alleen als je helemaal geen enkel werk meer kunt doen',
          'Only if you can no longer do any work at all',
          'Seulement si vous ne pouvez plus exercer aucun travail',
          'Nur wenn Sie überhaupt keine Arbeit mehr ausüben können',
        ),
      ),
      right(
        'b',
        text(
          'Als je door ziekte of een ongeval je eigen beroep niet meer kunt uitoefenen, ook als je ander werk nog wel zou kunnen doen',
          'If illness or an accident stops you from practising your own occupation, even if you could still do other work',
          "Si une maladie ou un accident vous empêche d'exercer votre propre profession, même si vous pourriez faire un autre travail",
          'Wenn Sie wegen Krankheit oder Unfall Ihren eigenen Beruf nicht mehr ausüben können, auch wenn Sie andere Arbeit noch leisten könnten',
        ),
      ),
      wrong(
        'c',
        text(
          'Als je minder opdrachten krijgt door een slechte markt',
          'If you get fewer assignments because of a weak market',
          'Si vous recevez moins de missions à cause d’un marché difficile',
          'Wenn Sie wegen einer schwachen Marktlage weniger Aufträge bekommen',
        ),
      ),
    ],
  ),
  question(
    'execution_only',
    text(
      'Je sluit deze verzekering online af zonder adviseur (execution-only). Wat betekent dat?',
      'You take out this insurance online without an adviser (execution-only). What does that mean?',
      'Vous souscrivez cette assurance en ligne sans conseiller (execution-only). Qu’est-ce que cela signifie ?',
      'Sie schließen diese Versicherung online ohne Berater ab (Execution-only). Was bedeutet das?',
    ),
    [
      wrong(
        'a',
        text(
          'De website adviseert je welke verzekering het beste bij je past',
          'The website advises you which insurance suits you best',
          "Le site vous conseille l'assurance qui vous convient le mieux",
          'Die Website berät Sie, welche Versicherung am besten zu Ihnen passt',
        ),
      ),
      wrong(
        'b',
        text(
          'Een adviseur controleert achteraf of je keuzes goed zijn',
          'An adviser checks afterwards whether your choices are right',
          'Un conseiller vérifie ensuite si vos choix sont les bons',
          'Ein Berater prüft nachträglich, ob Ihre Entscheidungen richtig sind',
        ),
      ),
      right(
        'c',
        text(
          'Je krijgt geen advies: je bent zelf verantwoordelijk voor de keuze of deze verzekering bij je past',
          'You get no advice: you are responsible yourself for deciding whether this insurance suits you',
          'Vous ne recevez aucun conseil : vous êtes vous-même responsable de juger si cette assurance vous convient',
          'Sie erhalten keine Beratung: Sie sind selbst dafür verantwortlich, ob diese Versicherung zu Ihnen passt',
        ),
      ),
    ],
  ),
]

const ALTERNATIVE: QuizQuestionSeed[] = [
  question(
    'waiting_period_claim',
    text(
      'Je hebt een eigen risicotermijn van 90 dagen en bent 60 dagen ziek. Wat krijg je uit je verzekering?',
      'Your own-risk period is 90 days and you are ill for 60 days. What do you receive from your insurance?',
      'Votre délai de carence est de 90 jours et vous êtes malade pendant 60 jours. Que recevez-vous de votre assurance ?',
      'Ihre Karenzzeit beträgt 90 Tage und Sie sind 60 Tage krank. Was erhalten Sie von Ihrer Versicherung?',
    ),
    [
      wrong(
        'a',
        text(
          'Een uitkering over alle 60 dagen',
          'A benefit for all 60 days',
          'Une indemnité pour les 60 jours',
          'Eine Leistung für alle 60 Tage',
        ),
      ),
      wrong(
        'b',
        text(
          'Een uitkering over 30 dagen',
          'A benefit for 30 days',
          'Une indemnité pour 30 jours',
          'Eine Leistung für 30 Tage',
        ),
      ),
      right(
        'c',
        text(
          'Niets: je bent hersteld binnen je eigen risicotermijn',
          'Nothing: you recovered within your own-risk period',
          'Rien : vous êtes guéri pendant votre délai de carence',
          'Nichts: Sie sind innerhalb Ihrer Karenzzeit genesen',
        ),
      ),
    ],
  ),
  question(
    'benefit_duration_term',
    text(
      'Je kiest een uitkeringsduur van 5 jaar. Wat betekent dat?',
      'You choose a benefit duration of 5 years. What does that mean?',
      "Vous choisissez une durée d'indemnisation de 5 ans. Qu'est-ce que cela signifie ?",
      'Sie wählen eine Leistungsdauer von 5 Jahren. Was bedeutet das?',
    ),
    [
      right(
        'a',
        text(
          'Je krijgt hoogstens 5 jaar een uitkering, ook als je daarna nog arbeidsongeschikt bent',
          'You receive a benefit for at most 5 years, even if you are still unable to work after that',
          'Vous êtes indemnisé pendant 5 ans au plus, même si votre incapacité dure au-delà',
          'Sie erhalten höchstens 5 Jahre lang eine Leistung, auch wenn Sie danach noch arbeitsunfähig sind',
        ),
      ),
      wrong(
        'b',
        text(
          'Je moet 5 jaar premie betalen voordat je een uitkering kunt krijgen',
          'You must pay premium for 5 years before you can receive a benefit',
          'Vous devez payer la prime pendant 5 ans avant de pouvoir être indemnisé',
          'Sie müssen 5 Jahre Beiträge zahlen, bevor Sie eine Leistung erhalten können',
        ),
      ),
      wrong(
        'c',
        text(
          'De verzekering stopt na 5 jaar, ook als je nooit ziek bent geweest',
          'The insurance stops after 5 years, even if you have never been ill',
          "L'assurance s'arrête après 5 ans, même si vous n'avez jamais été malade",
          'Die Versicherung endet nach 5 Jahren, auch wenn Sie nie krank waren',
        ),
      ),
    ],
  ),
  question(
    'over_insurance',
    text(
      'Je verzekert een hoger jaarinkomen dan je werkelijk verdient. Wat gebeurt er als je arbeidsongeschikt wordt?',
      'You insure a higher annual income than you actually earn. What happens if you become unable to work?',
      'Vous assurez un revenu annuel plus élevé que ce que vous gagnez réellement. Que se passe-t-il en cas d’incapacité de travail ?',
      'Sie versichern ein höheres Jahreseinkommen, als Sie tatsächlich verdienen. Was passiert, wenn Sie arbeitsunfähig werden?',
    ),
    [
      wrong(
        'a',
        text(
          'Je krijgt het hogere verzekerde bedrag uitgekeerd',
          'You are paid the higher insured amount',
          'Vous recevez le montant assuré plus élevé',
          'Sie erhalten den höheren versicherten Betrag',
        ),
      ),
      right(
        'b',
        text(
          'De verzekeraar kijkt naar je werkelijke inkomen en keert niet meer uit dan daarbij past, terwijl je wel meer premie hebt betaald',
          'The insurer looks at your actual income and pays no more than fits it, although you paid a higher premium',
          "L'assureur regarde votre revenu réel et ne verse pas plus que ce qu'il justifie, alors que vous avez payé une prime plus élevée",
          'Der Versicherer prüft Ihr tatsächliches Einkommen und zahlt nicht mehr, als dazu passt, obwohl Sie einen höheren Beitrag gezahlt haben',
        ),
      ),
      wrong(
        'c',
        text(
          'Je krijgt het verschil in premie automatisch terug',
          'The difference in premium is refunded to you automatically',
          'La différence de prime vous est remboursée automatiquement',
          'Der Beitragsunterschied wird Ihnen automatisch erstattet',
        ),
      ),
    ],
  ),
  question(
    'inflation',
    text(
      'Wat gebeurt er met je verzekerde uitkering als je géén indexatie hebt en de prijzen jarenlang stijgen?',
      'What happens to your insured benefit if you have no indexation and prices rise for years?',
      "Qu'arrive-t-il à votre indemnité assurée si vous n'avez pas d'indexation et que les prix augmentent pendant des années ?",
      'Was passiert mit Ihrer versicherten Leistung, wenn Sie keine Indexierung haben und die Preise jahrelang steigen?',
    ),
    [
      wrong(
        'a',
        text(
          'De uitkering stijgt vanzelf mee met de prijzen',
          'The benefit rises with prices by itself',
          "L'indemnité suit automatiquement la hausse des prix",
          'Die Leistung steigt von selbst mit den Preisen',
        ),
      ),
      right(
        'b',
        text(
          'Het bedrag blijft gelijk, dus je kunt er steeds minder van kopen',
          'The amount stays the same, so it buys less and less',
          'Le montant reste le même, vous pouvez donc acheter de moins en moins avec',
          'Der Betrag bleibt gleich, Sie können sich also immer weniger davon leisten',
        ),
      ),
      wrong(
        'c',
        text(
          'De verzekeraar verlaagt je premie elk jaar',
          'The insurer lowers your premium every year',
          "L'assureur baisse votre prime chaque année",
          'Der Versicherer senkt Ihren Beitrag jedes Jahr',
        ),
      ),
    ],
  ),
  question(
    'psychological_terms',
    text(
      'Welke uitspraak over psychische klachten, zoals een burn-out, is juist?',
      'Which statement about psychological complaints, such as a burn-out, is correct?',
      'Quelle affirmation sur les troubles psychiques, comme un burn-out, est exacte ?',
      'Welche Aussage über psychische Beschwerden wie ein Burn-out ist richtig?',
    ),
    [
      wrong(
        'a',
        text(
          'Een burn-out telt nooit als arbeidsongeschiktheid',
          'A burn-out never counts as incapacity for work',
          'Un burn-out ne compte jamais comme une incapacité de travail',
          'Ein Burn-out gilt nie als Arbeitsunfähigkeit',
        ),
      ),
      wrong(
        'b',
        text(
          'Bij psychische klachten krijg je altijd levenslang een uitkering',
          'With psychological complaints you always receive a benefit for life',
          'En cas de troubles psychiques, vous êtes toujours indemnisé à vie',
          'Bei psychischen Beschwerden erhalten Sie immer lebenslang eine Leistung',
        ),
      ),
      right(
        'c',
        text(
          'Ze kunnen gedekt zijn, maar veel verzekeringen beperken de uitkeringsduur ervoor; dat staat in de voorwaarden',
          'They can be covered, but many insurances limit the benefit duration for them; the terms say so',
          "Ils peuvent être couverts, mais beaucoup d'assurances limitent leur durée d'indemnisation ; les conditions le précisent",
          'Sie können gedeckt sein, aber viele Versicherungen begrenzen dafür die Leistungsdauer; das steht in den Bedingungen',
        ),
      ),
    ],
  ),
  question(
    'benefit_tax',
    text(
      'Je mag de premie aftrekken in box 1. Hoe wordt een uitkering uit je verzekering dan belast?',
      'You may deduct the premium in box 1. How is a benefit from your insurance taxed then?',
      "Vous pouvez déduire la prime en box 1. Comment l'indemnité de votre assurance est-elle alors imposée ?",
      'Sie dürfen den Beitrag in Box 1 abziehen. Wie wird dann eine Leistung aus Ihrer Versicherung besteuert?',
    ),
    [
      wrong(
        'a',
        text(
          'Niet: de uitkering is belastingvrij',
          'Not at all: the benefit is tax-free',
          "Pas du tout : l'indemnité est exonérée d'impôt",
          'Gar nicht: Die Leistung ist steuerfrei',
        ),
      ),
      right(
        'b',
        text('Als inkomen in box 1', 'As income in box 1', 'Comme revenu en box 1', 'Als Einkommen in Box 1'),
      ),
      wrong(
        'c',
        text(
          'Als vermogen in box 3',
          'As savings and investments in box 3',
          'Comme patrimoine en box 3',
          'Als Vermögen in Box 3',
        ),
      ),
    ],
  ),
  question(
    'partial_benefit',
    text(
      'Je verzekerde uitkering is € 3.000 per maand en je bent voor 50% arbeidsongeschikt. Wat krijg je ongeveer?',
      'Your insured benefit is €3,000 a month and you are 50% unable to work. Roughly what do you receive?',
      "Votre indemnité assurée est de 3 000 € par mois et votre taux d'incapacité est de 50 %. Que recevez-vous environ ?",
      'Ihre versicherte Leistung beträgt 3.000 € im Monat und Sie sind zu 50 % arbeitsunfähig. Was erhalten Sie ungefähr?',
    ),
    [
      wrong('a', text('€ 3.000 per maand', '€3,000 a month', '3 000 € par mois', '3.000 € im Monat')),
      right('b', text('€ 1.500 per maand', '€1,500 a month', '1 500 € par mois', '1.500 € im Monat')),
      wrong('c', text('Niets', 'Nothing', 'Rien', 'Nichts')),
      wrong('d', text('€ 750 per maand', '€750 a month', '750 € par mois', '750 € im Monat')),
    ],
  ),
  question(
    'acceptance_outcome',
    text(
      'Wat kan de verzekeraar doen nadat je de medische vragen hebt beantwoord?',
      'What can the insurer do after you have answered the medical questions?',
      "Que peut faire l'assureur une fois que vous avez répondu aux questions médicales ?",
      'Was kann der Versicherer tun, nachdem Sie die medizinischen Fragen beantwortet haben?',
    ),
    [
      right(
        'a',
        text(
          'Je accepteren, je accepteren met een uitsluiting of premietoeslag, of je aanvraag afwijzen',
          'Accept you, accept you with an exclusion or a premium loading, or decline your application',
          'Vous accepter, vous accepter avec une exclusion ou une surprime, ou refuser votre demande',
          'Sie annehmen, Sie mit einem Ausschluss oder Beitragszuschlag annehmen oder Ihren Antrag ablehnen',
        ),
      ),
      wrong(
        'b',
        text(
          'Alleen je premie verlagen',
          'Only lower your premium',
          'Seulement baisser votre prime',
          'Nur Ihren Beitrag senken',
        ),
      ),
      wrong(
        'c',
        text(
          'Niets: iedereen wordt zonder voorwaarden geaccepteerd',
          'Nothing: everyone is accepted without conditions',
          'Rien : tout le monde est accepté sans condition',
          'Nichts: Jeder wird ohne Bedingungen angenommen',
        ),
      ),
    ],
  ),
  question(
    'forgotten_disclosure',
    text(
      'Je hebt bij je aanvraag rugklachten uit het verleden verzwegen. Later val je uit door je rug. Wat kan er gebeuren?',
      'You kept past back complaints to yourself when you applied. Later your back stops you from working. What can happen?',
      "Vous avez passé sous silence d'anciens maux de dos lors de votre demande. Plus tard, votre dos vous empêche de travailler. Que peut-il se passer ?",
      'Sie haben bei Ihrem Antrag frühere Rückenbeschwerden verschwiegen. Später fallen Sie wegen Ihres Rückens aus. Was kann passieren?',
    ),
    [
      wrong(
        'a',
        text(
          'Niets: wat je toen niet meldde, telt niet meer',
          'Nothing: what you did not mention then no longer counts',
          "Rien : ce que vous n'avez pas déclaré à l'époque ne compte plus",
          'Nichts: Was Sie damals nicht angegeben haben, zählt nicht mehr',
        ),
      ),
      wrong(
        'b',
        text(
          'Je betaalt alleen een kleine boete en krijgt de volledige uitkering',
          'You only pay a small fine and receive the full benefit',
          "Vous payez seulement une petite amende et recevez l'indemnité complète",
          'Sie zahlen nur eine kleine Strafe und erhalten die volle Leistung',
        ),
      ),
      right(
        'c',
        text(
          'De verzekeraar kan weigeren uit te keren of de verzekering beëindigen, omdat je je mededelingsplicht hebt geschonden',
          'The insurer may refuse to pay or end the insurance, because you breached your duty of disclosure',
          "L'assureur peut refuser de payer ou résilier l'assurance, car vous avez manqué à votre obligation de déclaration",
          'Der Versicherer kann die Leistung verweigern oder die Versicherung beenden, weil Sie Ihre Anzeigepflicht verletzt haben',
        ),
      ),
    ],
  ),
  question(
    'suitable_work',
    text(
      'Je bent verzekerd op basis van passende arbeid. Wanneer krijg je een uitkering?',
      'Your cover is based on suitable work. When do you receive a benefit?',
      'Votre couverture est basée sur un travail adapté. Quand êtes-vous indemnisé ?',
      'Ihr Schutz beruht auf zumutbarer Arbeit. Wann erhalten Sie eine Leistung?',
    ),
    [
      wrong(
        'a',
        text(
          'Zodra je je eigen beroep niet meer kunt uitoefenen, ook als ander werk wel lukt',
          'As soon as you can no longer practise your own occupation, even if other work is possible',
          'Dès que vous ne pouvez plus exercer votre propre profession, même si un autre travail reste possible',
          'Sobald Sie Ihren eigenen Beruf nicht mehr ausüben können, auch wenn andere Arbeit möglich ist',
        ),
      ),
      right(
        'b',
        text(
          'Alleen als je ook ander werk dat past bij je opleiding en ervaring niet kunt doen',
          'Only if you also cannot do other work that fits your training and experience',
          'Seulement si vous ne pouvez pas non plus faire un autre travail adapté à votre formation et à votre expérience',
          'Nur wenn Sie auch keine andere Arbeit ausüben können, die zu Ihrer Ausbildung und Erfahrung passt',
        ),
      ),
      wrong(
        'c',
        text(
          'Als je zelf vindt dat je werk niet meer bij je past',
          'If you yourself feel your work no longer suits you',
          'Si vous estimez vous-même que votre travail ne vous convient plus',
          'Wenn Sie selbst finden, dass Ihre Arbeit nicht mehr zu Ihnen passt',
        ),
      ),
    ],
  ),
  question(
    'cover_start',
    text(
      'Vanaf wanneer ben je verzekerd?',
      'From when are you covered?',
      'À partir de quand êtes-vous assuré ?',
      'Ab wann sind Sie versichert?',
    ),
    [
      wrong(
        'a',
        text(
          'Vanaf het moment dat je de vragen van deze toets hebt beantwoord',
          'From the moment you have answered the questions of this quiz',
          'Dès que vous avez répondu aux questions de ce test',
          'Sobald Sie die Fragen dieses Tests beantwortet haben',
        ),
      ),
      right(
        'b',
        text(
          'Vanaf de ingangsdatum op je polis, nadat de verzekeraar je aanvraag heeft geaccepteerd; klachten van vóór die datum zijn niet gedekt',
          'From the start date on your policy, after the insurer has accepted your application; complaints from before that date are not covered',
          "À partir de la date d'effet de votre police, après acceptation de votre demande par l'assureur ; les troubles antérieurs à cette date ne sont pas couverts",
          'Ab dem Beginndatum Ihrer Police, nachdem der Versicherer Ihren Antrag angenommen hat; Beschwerden von vor diesem Datum sind nicht gedeckt',
        ),
      ),
      wrong(
        'c',
        text(
          'Met terugwerkende kracht vanaf het begin van je onderneming',
          'Retroactively from the start of your business',
          'Rétroactivement depuis la création de votre entreprise',
          'Rückwirkend ab der Gründung Ihres Unternehmens',
        ),
      ),
    ],
  ),
]

export const QUIZZES: readonly QuizSeed[] = [
  { key: 'aov-primary', kind: 'primary', product_types: AOV_TYPES, questions: PRIMARY },
  { key: 'aov-alternative', kind: 'alternative', product_types: AOV_TYPES, questions: ALTERNATIVE },
]

/** The seed's own rules, checked before anything is stored: a broken quiz must never reach a customer. */
export function checkQuizzes(quizzes: readonly QuizSeed[]): void {
  for (const quiz of quizzes) {
    if (quiz.questions.length !== QUIZ_QUESTION_COUNT)
      throw new Error(`seed: quiz ${quiz.key} has ${quiz.questions.length} questions`)
    for (const q of quiz.questions) {
      const correct = q.options.filter((o) => o.correct).length
      if (correct !== 1 || q.options.length < 3 || q.options.length > 4)
        throw new Error(`seed: quiz question ${quiz.key}/${q.key} needs 3-4 options, one correct`)
    }
  }
}
