import type { CampaignCurrency, CampaignStatus, Category } from '@crowdvault/shared/constants';

// Demo content for the embedded stack (seed.ts). Creators are anvil's dev accounts 3..8, so a
// newcomer can connect as one of them with the "Local dev wallet" and see their campaigns.

export interface SeedUser {
  /** Index into DEV_ACCOUNTS. */
  account: number;
  username: string;
  bio: string;
}

export interface SeedCampaign {
  creatorAccount: number;
  title: string;
  description: string;
  story: string;
  category: Category;
  location: string | null;
  currency: CampaignCurrency;
  /** Whole units of the currency, as a decimal string. */
  goal: string;
  status: CampaignStatus;
  isApproved: boolean;
  isFeatured: boolean;
  /** Relative to the seed time; negative means in the past. */
  createdDaysAgo: number;
  endsInDays: number;
  /** Real token transfers into the campaign's vault: [donor account, whole units]. */
  donations: [number, string][];
}

export const SEED_USERS: SeedUser[] = [
  {
    account: 3,
    username: 'maya_okafor',
    bio: 'Paediatric nurse in Lagos. I raise funds for children who need surgery their families cannot afford.',
  },
  {
    account: 4,
    username: 'tomas.rivera',
    bio: 'Primary-school teacher and volunteer librarian. Books, light and curiosity for every classroom.',
  },
  {
    account: 5,
    username: 'greencoast',
    bio: 'A volunteer collective restoring dunes, wetlands and mangroves along the Atlantic coast.',
  },
  {
    account: 6,
    username: 'lena_park',
    bio: 'Accessibility engineer. I build open-source tools so that everyone can use the web.',
  },
  {
    account: 7,
    username: 'sam_whitfield',
    bio: 'Community organiser in Leeds; weekends at the animal shelter.',
  },
  {
    account: 8,
    username: 'aisha.rahman',
    bio: 'Muralist and youth coach. Art and sport keep our neighbourhood together.',
  },
];

export const SEED_CAMPAIGNS: SeedCampaign[] = [
  {
    creatorAccount: 3,
    title: 'Heart surgery for six-year-old Amara',
    description:
      'Amara was born with a hole in her heart. A surgical team in Lagos can repair it this spring.',
    story: `Amara is six, loves drawing giraffes and wants to be a pilot. She was born with a ventricular septal defect, a hole between the lower chambers of her heart, and she tires after a few minutes of play.

The cardiac team at Lagos University Teaching Hospital has agreed to operate in April. The surgery, five days of intensive care and three follow-up visits cost 18,000 USDT; her parents, a tailor and a market trader, have saved 2,100.

Every donation goes straight to this campaign's vault and is paid to the hospital in instalments that I will post as updates, with the invoices. Thank you for giving Amara the chance to run with her friends.`,
    category: 'Medical',
    location: 'Lagos, Nigeria',
    currency: 'USDT',
    goal: '18000',
    status: 'active',
    isApproved: true,
    isFeatured: true,
    createdDaysAgo: 12,
    endsInDays: 48,
    donations: [
      [4, '250'],
      [5, '120.5'],
      [6, '500'],
      [9, '75'],
      [7, '1000'],
    ],
  },
  {
    creatorAccount: 4,
    title: 'Solar lanterns for 200 students in Kisumu',
    description: 'Most of our pupils have no electricity at home. A solar lantern means homework after dark.',
    story: `At Nyalenda Primary, 200 of our 340 pupils live in homes without electricity. After sunset they study by kerosene lamp, if at all, and the smoke makes many of them sick.

A solar lantern with a phone-charging port costs 35 USDC delivered. It lasts about five years, charges in a day of sun and saves a family around 4 USDC a month in kerosene.

We will hand the lanterns out at the start of next term and post photos and the supplier's receipt. Anything raised beyond the goal buys spare batteries.`,
    category: 'Education',
    location: 'Kisumu, Kenya',
    currency: 'USDC',
    goal: '7500',
    status: 'active',
    isApproved: true,
    isFeatured: true,
    createdDaysAgo: 20,
    endsInDays: 25,
    donations: [
      [3, '300'],
      [6, '150'],
      [9, '50'],
      [8, '1200'],
    ],
  },
  {
    creatorAccount: 5,
    title: 'Restore five hectares of coastal dunes',
    description:
      'Storms have flattened the dunes that protect the village of Costa Nova. We will replant them.',
    story: `The dunes at Costa Nova are the only thing standing between the Atlantic and 400 homes. Two winters of storms have cut them in half.

With the municipality's permission we will plant 30,000 native marram-grass plugs, fence the paths so people stop trampling the new growth, and install sand traps that rebuild the dune naturally.

The money pays for plants, fencing and two seasonal rangers. Volunteers do the planting: join us any Saturday in March.`,
    category: 'Environment',
    location: 'Aveiro, Portugal',
    currency: 'DAI',
    goal: '12000',
    status: 'active',
    isApproved: true,
    isFeatured: true,
    createdDaysAgo: 30,
    endsInDays: 40,
    donations: [
      [4, '400'],
      [7, '250'],
      [9, '100'],
    ],
  },
  {
    creatorAccount: 6,
    title: 'An open-source screen reader for Khmer',
    description:
      'No free screen reader speaks Khmer. We are building one, with a voice recorded by native speakers.',
    story: `Around 16 million people speak Khmer, and blind users among them have no free screen reader in their language. The commercial option costs more than a month's salary.

We are extending the open-source NVDA screen reader with a Khmer text-to-speech voice and word segmentation (Khmer writes words without spaces). A first prototype already reads web pages.

This campaign funds three months of work for two developers in Phnom Penh and a recording studio for the voice. Everything will be published under the GPL.`,
    category: 'Technology',
    location: null,
    currency: 'USDC',
    goal: '20000',
    status: 'active',
    isApproved: true,
    isFeatured: false,
    createdDaysAgo: 8,
    endsInDays: 82,
    donations: [
      [5, '2000'],
      [9, '35'],
    ],
  },
  {
    creatorAccount: 7,
    title: 'Winter shelter for the strays of Kraków',
    description: 'Insulated kennels, straw and vet checks for the dogs that live around the old tram depot.',
    story: `About forty dogs live around the old tram depot in Podgórze. The city shelter is full, and last January three of them did not survive the frost.

We will build twenty insulated kennels, keep them stocked with straw and food until March, and take every dog to a partner vet for vaccinations and a check-up.

Dogs that can be homed will be listed with the Kraków adoption network. Updates with photos every two weeks.`,
    category: 'Animals',
    location: 'Kraków, Poland',
    currency: 'USDT',
    goal: '4000',
    status: 'active',
    isApproved: true,
    isFeatured: true,
    createdDaysAgo: 5,
    endsInDays: 30,
    donations: [
      [3, '60'],
      [4, '40'],
      [9, '25'],
      [8, '150'],
    ],
  },
  {
    creatorAccount: 7,
    title: 'Community kitchen for Riverside families',
    description: 'Hot meals three evenings a week, cooked by neighbours, for families hit by rising costs.',
    story: `Since the biscuit factory closed, more and more families in Riverside skip dinner to pay for heating.

The church hall has a kitchen and volunteers who can cook. What we lack is money for ingredients, a second fridge and the hall's energy bill.

We aim to serve 120 meals a week, no questions asked, and to run a Saturday cooking class for teenagers.`,
    category: 'Community',
    location: 'Leeds, United Kingdom',
    currency: 'USDT',
    goal: '6000',
    status: 'active',
    isApproved: true,
    isFeatured: false,
    createdDaysAgo: 16,
    endsInDays: 44,
    donations: [[4, '200']],
  },
  {
    creatorAccount: 8,
    title: 'A mural for the Eastside youth centre',
    description: 'Twenty teenagers will design and paint a 30-metre mural about their neighbourhood.',
    story: `The wall facing the Eastside youth centre has been grey for as long as anyone remembers. This summer, twenty teenagers will turn it into a 30-metre mural about the people who live here.

The project is paused while the city confirms the wall permit; donations stay in the vault until painting can start.

Funds cover paint, a scissor lift, and a stipend for the young artists.`,
    category: 'Arts',
    location: 'Detroit, United States',
    currency: 'DAI',
    goal: '3500',
    status: 'paused',
    isApproved: true,
    isFeatured: false,
    createdDaysAgo: 26,
    endsInDays: 34,
    donations: [[6, '300']],
  },
  {
    creatorAccount: 3,
    title: 'Flood relief for villages near Sylhet',
    description: 'Clean water, food parcels and rebuilding kits for 300 families after the June floods.',
    story: `In June the Surma river rose faster than anyone had seen. Villages east of Sylhet were under water for two weeks.

Together with a local relief committee we delivered water purification tablets, food parcels and rebuilding kits (tin sheets, bamboo, tools) to 300 families.

The goal was reached in nine days. Thank you: the final report with receipts is in the updates.`,
    category: 'Emergency',
    location: 'Sylhet, Bangladesh',
    currency: 'USDT',
    goal: '10000',
    status: 'completed',
    isApproved: true,
    isFeatured: false,
    createdDaysAgo: 60,
    endsInDays: -20,
    // Many gifts, dated across the campaign's weeks by `dateDemoHistory`, so its Analytics page has
    // something to show.
    donations: [
      [4, '4000'],
      [5, '3500'],
      [6, '2000'],
      [9, '800'],
      [4, '25'],
      [5, '40'],
      [6, '15'],
      [7, '60'],
      [8, '100'],
      [9, '20'],
      [4, '35'],
      [5, '12.5'],
      [6, '250'],
      [7, '45'],
      [8, '30'],
      [9, '75'],
      [4, '18'],
      [5, '150'],
      [6, '22'],
      [7, '10'],
      [8, '65'],
      [9, '300'],
      [4, '55'],
      [5, '28'],
      [6, '90'],
      [7, '40'],
      [8, '16'],
      [9, '120'],
    ],
  },
  {
    creatorAccount: 8,
    title: "New kit for the Harbour Girls' football club",
    description: 'Boots, shin guards and a full strip for 40 girls who train on the harbour pitch.',
    story: `The Harbour Girls started with eight players and one ball. Today forty girls between 9 and 16 train three times a week.

Until now they played in borrowed boots, many sizes too big. This campaign bought boots, shin guards, goalkeeper gloves and a full strip in the club's blue and gold.

We reached the goal and the kit has arrived: see the team photo in the updates.`,
    category: 'Sports',
    location: 'Cape Town, South Africa',
    currency: 'USDC',
    goal: '2000',
    status: 'completed',
    isApproved: true,
    isFeatured: false,
    createdDaysAgo: 45,
    endsInDays: -5,
    donations: [
      [3, '900'],
      [7, '750'],
      [9, '500'],
    ],
  },
  {
    creatorAccount: 6,
    title: 'Trading bot with guaranteed 40% monthly returns',
    description: 'Fund our AI trading bot and share the profits. Returns guaranteed.',
    story: `Our AI trading bot has beaten the market every month for a year. Fund its next version and receive 40% a month.

Returns are guaranteed by our proprietary strategy.

This campaign has been flagged and is under review.`,
    category: 'Business',
    location: null,
    currency: 'USDT',
    goal: '50000',
    status: 'flagged',
    isApproved: true,
    isFeatured: false,
    createdDaysAgo: 10,
    endsInDays: 50,
    donations: [[9, '80']],
  },
  {
    creatorAccount: 4,
    title: 'Library books for the Mountain Road school',
    description: 'Three hundred books in Spanish and Quechua for a school library that has eleven.',
    story: `The school on the Mountain Road above Cusco has 90 pupils and a library of eleven books.

Together with a bookshop in Cusco we chose 300 titles in Spanish and Quechua: picture books, novels, an atlas and science books for the older children.

The campaign has reached its end date; the books will be bought with what was raised.`,
    category: 'Education',
    location: 'Cusco, Peru',
    currency: 'USDT',
    goal: '1500',
    status: 'active',
    isApproved: true,
    isFeatured: false,
    createdDaysAgo: 40,
    endsInDays: -3,
    donations: [
      [5, '300'],
      [9, '120'],
    ],
  },
  {
    creatorAccount: 4,
    title: 'A robotics club for girls in Nairobi',
    description: 'Ten robotics kits and a year of Saturday sessions for 30 girls aged 11 to 15.',
    story: `Last term, six girls from Kibera built a line-following robot out of a borrowed kit and came second at the city science fair.

Now thirty want to join. We need ten robotics kits, laptops to program them, and bus fares so the girls can reach the community centre every Saturday.

Mentors are volunteers from Nairobi's tech companies.`,
    category: 'Technology',
    location: 'Nairobi, Kenya',
    currency: 'DAI',
    goal: '5000',
    status: 'active',
    isApproved: true,
    isFeatured: false,
    createdDaysAgo: 3,
    endsInDays: 60,
    donations: [[3, '500']],
  },
  {
    creatorAccount: 5,
    title: 'Wheelchair-accessible van for the Hope Centre',
    description: 'A van with a ramp so residents of the Hope Centre can get to hospital and back.',
    story: `The Hope Centre cares for 25 adults with physical disabilities. Hospital visits mean two taxis and a lot of lifting.

A used van with a wheelchair ramp costs 25,000 USDT including the conversion and the first year of insurance.

This campaign was just submitted and is waiting for review.`,
    category: 'Community',
    location: 'Porto, Portugal',
    currency: 'USDT',
    goal: '25000',
    status: 'active',
    isApproved: false,
    isFeatured: false,
    createdDaysAgo: 1,
    endsInDays: 90,
    donations: [],
  },
  {
    creatorAccount: 3,
    title: 'Beehives for smallholder farmers in Ogun',
    description: 'Fifty modern beehives and training so farming families can earn from honey.',
    story: `Honey sells for three times the price of maize per kilo, and bees raise the yield of nearby crops.

With fifty Langstroth hives, protective gear and a two-day course, fifty families can start beekeeping next to their fields.

This campaign was just submitted and is waiting for review.`,
    category: 'Business',
    location: 'Abeokuta, Nigeria',
    currency: 'USDC',
    goal: '9000',
    status: 'active',
    isApproved: false,
    isFeatured: false,
    createdDaysAgo: 0,
    endsInDays: 75,
    donations: [],
  },
];

/**
 * All-or-nothing campaigns (issue 29), each with its vault deployed at seed time on the primary
 * chain and its gifts sent through the vault's `donate` (approve, then donate), so the vault
 * counts them. One is still funding; the other reached its goal, which makes its vault succeed at
 * once (decision 090), so neither needs the chain's clock moved.
 */
export const SEED_ALL_OR_NOTHING_CAMPAIGNS: SeedCampaign[] = [
  {
    creatorAccount: 6,
    title: 'A powered wheelchair for Jonas',
    description: 'Jonas needs a powered wheelchair with a standing frame. Half of one helps nobody.',
    story: `Jonas is fourteen and has spinal muscular atrophy. His manual chair no longer works for him: his arms tire within minutes, and school is a kilometre away.

A powered chair with a standing frame, fitted to him, costs 6,000 USDT. Insurance pays for none of it. A part of the money buys nothing, so this campaign is all or nothing: if the goal is not reached by the deadline, the vault gives every donor their money back.

When the chair is ordered I will post the invoice as an update.`,
    category: 'Medical',
    location: 'Tallinn, Estonia',
    currency: 'USDT',
    goal: '6000',
    status: 'active',
    isApproved: true,
    isFeatured: true,
    createdDaysAgo: 9,
    endsInDays: 21,
    donations: [
      [4, '400'],
      [5, '250'],
      [9, '120.5'],
    ],
  },
  {
    creatorAccount: 7,
    title: 'A kiln for the Leeds community pottery',
    description: 'A second-hand electric kiln so the Tuesday pottery group can fire its own work.',
    story: `Our pottery group meets every Tuesday in the church hall. We shape, but we cannot fire: every piece goes across town in a borrowed car.

A second-hand electric kiln, its wiring and a year of electricity cost 1,500 USDC. We chose all or nothing because a kiln fund that falls short would sit idle.

We reached the goal: thank you. The kiln arrives next month.`,
    category: 'Community',
    location: 'Leeds, United Kingdom',
    currency: 'USDC',
    goal: '1500',
    status: 'active',
    isApproved: true,
    isFeatured: false,
    createdDaysAgo: 16,
    endsInDays: 14,
    donations: [
      [3, '600'],
      [8, '500'],
      [9, '400'],
    ],
  },
];

/** Demo updates (issue 16), by campaign title: dated `daysAgo` before the seed. */
export const SEED_UPDATES: { campaign: string; daysAgo: number; title: string; body: string }[] = [
  {
    campaign: 'Flood relief for villages near Sylhet',
    daysAgo: 55,
    title: 'First boats are out',
    body: 'Two boats left this morning with rice, lentils, water tablets and tarpaulins for 140 families.\n\nThe receipts are in the ledger: https://example.org/sylhet/receipts',
  },
  {
    campaign: 'Flood relief for villages near Sylhet',
    daysAgo: 38,
    title: 'Clean water in four villages',
    body: 'The water filters arrived. Volunteers installed them in Companiganj, Gowainghat, Jaintiapur and Kanaighat.',
  },
  {
    campaign: 'Flood relief for villages near Sylhet',
    daysAgo: 21,
    title: 'Thank you: the goal was passed',
    body: 'Thanks to you the last deliveries are paid for. We will post the final accounts when the campaign closes.',
  },
  {
    campaign: 'Heart surgery for six-year-old Amara',
    daysAgo: 9,
    title: 'Surgery date confirmed',
    body: 'The hospital confirmed 14 April. Amara chose a giraffe plaster for afterwards.',
  },
  {
    campaign: 'Heart surgery for six-year-old Amara',
    daysAgo: 2,
    title: 'First instalment paid to the hospital',
    body: 'The first instalment of the surgery fee has been paid; the invoice is attached to the withdrawal in the ledger.',
  },
  {
    campaign: 'Solar lanterns for 200 students in Kisumu',
    daysAgo: 6,
    title: 'Supplier chosen',
    body: 'We compared three suppliers and chose the one with a five-year battery warranty.',
  },
  {
    campaign: 'Restore five hectares of coastal dunes',
    daysAgo: 14,
    title: 'Planting days in March',
    body: 'Join us any Saturday in March, 9:00 at the north car park. Gloves provided.',
  },
];

/** Demo followers (dev accounts, all seeded users), by campaign title: following `daysAgo` before the
 *  seed, so the followers chart rises over the weeks. Donors also follow by their donations. */
export const SEED_FOLLOWS: { account: number; campaign: string; daysAgo: number }[] = [
  { account: 4, campaign: 'Flood relief for villages near Sylhet', daysAgo: 58 },
  { account: 5, campaign: 'Flood relief for villages near Sylhet', daysAgo: 50 },
  { account: 6, campaign: 'Flood relief for villages near Sylhet', daysAgo: 44 },
  { account: 7, campaign: 'Flood relief for villages near Sylhet', daysAgo: 33 },
  { account: 8, campaign: 'Flood relief for villages near Sylhet', daysAgo: 27 },
  { account: 4, campaign: 'Heart surgery for six-year-old Amara', daysAgo: 11 },
  { account: 6, campaign: 'Heart surgery for six-year-old Amara', daysAgo: 7 },
  { account: 8, campaign: 'Heart surgery for six-year-old Amara', daysAgo: 3 },
  { account: 3, campaign: 'Solar lanterns for 200 students in Kisumu', daysAgo: 15 },
  { account: 7, campaign: 'Solar lanterns for 200 students in Kisumu', daysAgo: 4 },
  { account: 3, campaign: 'Restore five hectares of coastal dunes', daysAgo: 20 },
];

/** Campaigns whose demo donations are dated across their weeks rather than at seed time. */
export const SEED_HISTORY_CAMPAIGNS = ['Flood relief for villages near Sylhet'];

/** Gifts sent on every other local chain of the embedded stack (Local L2): the same vault
 *  addresses, the chain's own token decimals (TestUSDT has 18 there), so campaign pages show
 *  money from two networks. [campaign title, dev account, whole units of the campaign's currency] */
export const SEED_OTHER_CHAIN_DONATIONS: [string, number, string][] = [
  ['Heart surgery for six-year-old Amara', 5, '120'],
  ['Heart surgery for six-year-old Amara', 8, '35.5'],
  ['Solar lanterns for 200 students in Kisumu', 7, '60'],
  ['Winter shelter for the strays of Kraków', 6, '45'],
  ['Library books for the Mountain Road school', 9, '25'],
];
