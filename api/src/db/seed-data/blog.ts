// Blog seed: authors, categories, tags and posts about buying a villa in India. Content is HTML and
// is sanitised by seed.ts before it is stored. Figures are general guidance, dated by the post.

export const AUTHORS = [
  {
    key: 'meera',
    name: 'Meera Krishnan',
    bio: 'Editor. Has covered Bengaluru real estate for fifteen years.',
  },
  { key: 'rahul', name: 'Rahul Deshpande', bio: 'Writes on property law, RERA and title due diligence.' },
  {
    key: 'sneha',
    name: 'Sneha Kulkarni',
    bio: 'Home finance writer and former credit manager at a housing finance company.',
  },
  { key: 'aditya', name: 'Aditya Menon', bio: 'Market analyst tracking villa supply across South India.' },
] as const;
export type AuthorKey = (typeof AUTHORS)[number]['key'];

export const CATEGORIES = [
  {
    slug: 'buying-guide',
    name: 'Buying Guide',
    color: '#1E88E5',
    description: 'Step-by-step help from shortlisting to possession.',
    parent: null,
  },
  {
    slug: 'legal-and-rera',
    name: 'Legal & RERA',
    color: '#8E24AA',
    description: 'Titles, approvals, registration and your rights under RERA.',
    parent: null,
  },
  {
    slug: 'home-loans',
    name: 'Home Loans & Finance',
    color: '#43A047',
    description: 'Loans, EMIs, taxes and the real cost of owning a villa.',
    parent: null,
  },
  {
    slug: 'market-trends',
    name: 'Market Trends',
    color: '#FB8C00',
    description: 'Where villa prices and supply are heading, city by city.',
    parent: null,
  },
  {
    slug: 'design-and-lifestyle',
    name: 'Design & Lifestyle',
    color: '#E91E63',
    description: 'Interiors, gardens and living well in a villa.',
    parent: null,
  },
  {
    slug: 'city-guides',
    name: 'City Guides',
    color: '#00897B',
    description: 'Neighbourhood guides for villa buyers.',
    parent: null,
  },
  {
    slug: 'nri-corner',
    name: 'NRI Corner',
    color: '#5E35B1',
    description: 'Buying and managing a villa in India from abroad.',
    parent: 'buying-guide',
  },
] as const;
export type CategorySlug = (typeof CATEGORIES)[number]['slug'];

export const TAGS = [
  { slug: 'rera', name: 'RERA', color: '#8E24AA' },
  { slug: 'bengaluru', name: 'Bengaluru', color: '#1E88E5' },
  { slug: 'hyderabad', name: 'Hyderabad', color: '#F4511E' },
  { slug: 'chennai', name: 'Chennai', color: '#00ACC1' },
  { slug: 'home-loan', name: 'Home Loan', color: '#43A047' },
  { slug: 'vastu', name: 'Vastu', color: '#FB8C00' },
  { slug: 'gated-community', name: 'Gated Community', color: '#6D4C41' },
  { slug: 'stamp-duty', name: 'Stamp Duty', color: '#546E7A' },
  { slug: 'nri', name: 'NRI', color: '#5E35B1' },
  { slug: 'villa-vs-apartment', name: 'Villa vs Apartment', color: '#D81B60' },
  { slug: 'possession', name: 'Possession', color: '#3949AB' },
  { slug: 'interiors', name: 'Interiors', color: '#EC407A' },
  { slug: 'investment', name: 'Investment', color: '#7CB342' },
  { slug: 'site-visit', name: 'Site Visit', color: '#00897B' },
] as const;
export type TagSlug = (typeof TAGS)[number]['slug'];

export interface PostSeed {
  slug: string;
  title: string;
  excerpt: string;
  author: AuthorKey;
  categories: CategorySlug[];
  tags: TagSlug[];
  /** ISO date and time in India; null for drafts. */
  publishedAt: string | null;
  featured: boolean;
  image: number;
  content: string;
}

export const POSTS: PostSeed[] = [
  {
    slug: 'villa-vs-apartment-bengaluru',
    title: 'Villa vs apartment in Bengaluru: what your money really buys',
    excerpt:
      'At the same budget, a villa on the city edge and an apartment in the core offer very different lives. Here is how to compare them honestly.',
    author: 'meera',
    categories: ['buying-guide', 'market-trends'],
    tags: ['villa-vs-apartment', 'bengaluru', 'investment'],
    publishedAt: '2025-10-06T10:00:00+05:30',
    featured: true,
    image: 1,
    content: `<p>For a budget of ₹2.5 to ₹3.5 crore, a Bengaluru buyer can choose between a large three-bedroom apartment in an established neighbourhood such as Koramangala or Indiranagar, and a four-bedroom villa with its own garden on Sarjapur Road, Hennur or near the airport. Both are sensible choices; they simply buy different things.</p>
<h2>Land is what appreciates</h2>
<p>An apartment buyer owns an undivided share of the land, often only a few hundred square feet. A villa buyer usually owns a plot of 1,500 to 4,000 sq.ft outright. Over fifteen or twenty years, the building depreciates and the land carries most of the value, which is why resale villas in mature layouts have tended to hold their prices well.</p>
<h2>Space and privacy</h2>
<p>A villa gives you a private terrace, a garden and no neighbours above or below. For families with elderly parents or young children, that independence is often the deciding factor. Apartments, in turn, give shorter commutes and amenities that are shared by many owners and therefore cheaper per family.</p>
<h2>Running costs</h2>
<p>Maintenance in a gated villa community usually runs between ₹3 and ₹6 per sq.ft of plot each month, higher than many apartment complexes. You will also pay for your own garden upkeep, water tank cleaning and repainting. Budget for these before comparing EMIs.</p>
<h2>How to decide</h2>
<ul><li>List the three places you travel to most and time the commute at peak hours from each option.</li><li>Compare the land you actually own, not just the built-up area.</li><li>Ask for the resale history of similar homes in the same micro-market.</li></ul>
<p>If the commute works, a villa is usually the better long-term store of value. If it does not, no garden will make up for two hours a day in traffic.</p>`,
  },
  {
    slug: 'check-rera-registration-karnataka-telangana-tamil-nadu',
    title: "How to check a project's RERA registration in Karnataka, Telangana and Tamil Nadu",
    excerpt:
      'Every villa project above the size threshold must be registered with the state RERA. Checking takes five minutes and can save you years of trouble.',
    author: 'rahul',
    categories: ['legal-and-rera'],
    tags: ['rera', 'bengaluru', 'hyderabad', 'chennai'],
    publishedAt: '2025-09-22T09:30:00+05:30',
    featured: true,
    image: 2,
    content: `<p>The Real Estate (Regulation and Development) Act, 2016 requires most residential projects to be registered with the state's real estate regulatory authority before they are advertised or sold. For a villa buyer, the registration number is the single most useful piece of information a builder can give you.</p>
<h2>Where to look</h2>
<ul><li><strong>Karnataka:</strong> the K-RERA portal lists projects by registration number, such as PRM/KA/RERA/1251/446/PR/200923/003456, or by promoter name.</li><li><strong>Telangana:</strong> TG-RERA numbers look like P02400005123; the portal shows the approved plan and quarterly progress.</li><li><strong>Tamil Nadu:</strong> TNRERA numbers follow the pattern TN/29/Building/0123/2024.</li></ul>
<h2>What to read on the registration page</h2>
<p>Open the uploaded documents, not just the summary. Check that the land owner and promoter match the names on your sale agreement, that the number of villas matches the brochure, and that the proposed completion date is the one the sales team quoted. Look at the quarterly updates: a project whose progress reports stopped a year ago deserves a direct question.</p>
<h2>When a project has no number</h2>
<p>Small projects below the state's area or unit threshold may be exempt, and some projects are marketed while registration is pending. Neither is automatically a problem, but you lose the protection of escrowed funds and the regulator's complaint mechanism. Ask for the application number, and do not pay more than a refundable token until the registration is granted.</p>
<p>On our listings, the RERA badge appears only when we have matched the number against the state portal.</p>`,
  },
  {
    slug: 'villa-price-plot-rate-construction-rate',
    title: 'Understanding the price of a villa: plot rate, construction rate and the extras',
    excerpt:
      'A villa price is two prices added together. Once you separate the land from the building, comparing projects becomes much easier.',
    author: 'aditya',
    categories: ['buying-guide'],
    tags: ['investment', 'site-visit'],
    publishedAt: '2025-09-08T11:00:00+05:30',
    featured: false,
    image: 3,
    content: `<p>Unlike an apartment, which is priced per square foot of super built-up area, a villa is usually priced as the land plus the house on it. The starting price you see on a listing is calculated as <em>plot area × plot rate + built-up area × construction rate</em>.</p>
<h2>An example</h2>
<p>Take a 2,400 sq.ft plot at ₹8,000 per sq.ft and a 3,200 sq.ft home built at ₹4,500 per sq.ft. The land costs ₹1.92 crore, the building ₹1.44 crore, and the villa ₹3.36 crore before extras.</p>
<h2>Why the split matters</h2>
<ul><li><strong>Comparing projects:</strong> a cheaper villa may simply have a smaller plot. Compare plot rates across projects in the same locality and construction rates across builders of similar quality.</li><li><strong>Negotiation:</strong> builders have more room on the construction rate than on land they bought years ago at a known cost.</li><li><strong>Loans and taxes:</strong> some lenders disburse the land and construction components separately, and GST applies to the construction part of an under-construction villa.</li></ul>
<h2>The extras</h2>
<p>Expect clubhouse membership, a corpus fund, electricity and water connection charges, car park charges in some projects, legal fees and advance maintenance. Together they often add 5 to 8 percent. Ask for the full cost sheet in writing before you pay a booking amount.</p>`,
  },
  {
    slug: 'home-loans-for-villas',
    title: "Home loans for villas: what banks fund and what they don't",
    excerpt:
      'Lenders treat villas a little differently from apartments. Knowing their rules early helps you plan your down payment.',
    author: 'sneha',
    categories: ['home-loans'],
    tags: ['home-loan'],
    publishedAt: '2025-08-25T10:30:00+05:30',
    featured: false,
    image: 4,
    content: `<p>Most banks and housing finance companies lend for villas in approved gated communities as readily as for apartments. The differences lie in how much they lend, when they disburse and which documents they insist on.</p>
<h2>Loan-to-value limits</h2>
<p>RBI rules cap a home loan at 90 percent of the property value for loans up to ₹30 lakh, 80 percent up to ₹75 lakh and 75 percent above that. For a ₹3 crore villa, plan on a down payment of at least ₹75 lakh plus the costs lenders do not fund.</p>
<h2>What is not financed</h2>
<ul><li>Stamp duty and registration charges.</li><li>Clubhouse membership, corpus fund and advance maintenance.</li><li>Interiors, unless you take a separate loan for them.</li></ul>
<h2>Plot plus construction</h2>
<p>Where you buy a plot and the builder constructs the villa under a separate agreement, lenders offer a composite loan: the plot component is released on registration and the construction component in stages as work progresses, each stage certified by the lender's engineer. Interest is charged only on the amount disbursed.</p>
<h2>Documents lenders check</h2>
<p>Expect the lender's legal team to ask for the title chain, encumbrance certificate, approved layout and building plan, and the RERA registration. A project already approved by several large banks has usually passed these checks, which is a useful signal in itself.</p>`,
  },
  {
    slug: 'stamp-duty-registration-villas-south-india',
    title: 'Stamp duty and registration charges for villas in South India, explained',
    excerpt:
      'Karnataka, Telangana and Tamil Nadu each charge differently. Here is how to estimate the registration cost of your villa.',
    author: 'rahul',
    categories: ['legal-and-rera', 'home-loans'],
    tags: ['stamp-duty', 'bengaluru', 'hyderabad', 'chennai'],
    publishedAt: '2025-08-11T09:00:00+05:30',
    featured: false,
    image: 5,
    content: `<p>Stamp duty and registration are paid when the sale deed is registered, on the higher of the agreed price and the government guidance value. They are not covered by a home loan, so they belong in your down-payment plan.</p>
<h2>Karnataka</h2>
<p>For properties above ₹45 lakh, stamp duty is 5 percent with a small surcharge and cess, and registration is 1 percent. On a ₹3 crore villa in Bengaluru, plan for roughly ₹18 to ₹20 lakh.</p>
<h2>Telangana</h2>
<p>Telangana charges stamp duty, transfer duty and registration together, which have added up to about 7.5 percent of the value. On a ₹3 crore villa, that is about ₹22.5 lakh.</p>
<h2>Tamil Nadu</h2>
<p>Tamil Nadu levies 7 percent stamp duty and 2 percent registration on the sale deed. Where land and construction are registered separately, the duty on the construction agreement is calculated on its own value.</p>
<h2>Ways to reduce the cost legitimately</h2>
<ul><li>Some states offer concessions when a woman is the sole or joint owner; check the current notification.</li><li>For under-construction villas, registering the undivided land share first can lower the value on which duty is charged.</li><li>Always pay through the official e-stamping or online registration systems and keep the receipts.</li></ul>
<p>Rates and slabs change with state budgets, so confirm the figures with the sub-registrar's office or your lawyer before you finalise.</p>`,
  },
  {
    slug: 'villa-site-visit-checklist',
    title: 'A site-visit checklist for villa buyers',
    excerpt:
      'A site visit is your best chance to see what the brochure leaves out. Take this checklist with you.',
    author: 'meera',
    categories: ['buying-guide'],
    tags: ['site-visit', 'gated-community'],
    publishedAt: '2025-07-28T10:00:00+05:30',
    featured: false,
    image: 6,
    content: `<p>Visit at least twice: once on a weekday morning to judge the commute and once after heavy rain to see how the layout drains. Bring a tape measure, your phone compass and a printed copy of the floor plan.</p>
<h2>The neighbourhood</h2>
<ul><li>Drive the last five kilometres yourself. Note road width, streetlights and where the tarmac ends.</li><li>Locate the nearest hospital, school and grocery store and check travel times.</li><li>Ask residents of nearby layouts about water supply and power cuts.</li></ul>
<h2>The layout</h2>
<ul><li>Compare internal road widths with the approved plan; 30 to 40 ft is common for villa communities.</li><li>Check where the sewage treatment plant, transformer and garbage area sit relative to your plot.</li><li>See whether the clubhouse and amenities promised in phase one actually exist.</li></ul>
<h2>The villa</h2>
<ul><li>Confirm the facing with a compass and look at how the sun moves across the garden.</li><li>In a finished or model villa, check ceiling heights, staircase width, natural light in bedrooms and ventilation in bathrooms.</li><li>Look closely at finishing: tile joints, window seals, damp patches under windows.</li></ul>
<p>Write down everything you are promised verbally and ask for it in the agreement. What is not written down does not exist.</p>`,
  },
  {
    slug: 'north-bengaluru-villa-market',
    title: "Why North Bengaluru's villa market keeps growing",
    excerpt:
      'The airport, new business parks and better roads have made Devanahalli, Yelahanka and Hennur the busiest villa markets in the city.',
    author: 'aditya',
    categories: ['market-trends', 'city-guides'],
    tags: ['bengaluru', 'investment'],
    publishedAt: '2025-07-14T09:30:00+05:30',
    featured: true,
    image: 7,
    content: `<p>Ten years ago, a villa near Devanahalli was a weekend home. Today, a large share of new gated villa communities in Bengaluru are being launched north of Hebbal, and many buyers live in them full time.</p>
<h2>What changed</h2>
<ul><li><strong>The airport and its city:</strong> Kempegowda International Airport has expanded with a second terminal, and the business district planned around it is bringing offices closer to the northern suburbs.</li><li><strong>Roads:</strong> the elevated expressway to the airport and the peripheral ring road proposals have cut travel times from Hebbal and Yelahanka.</li><li><strong>Jobs:</strong> Manyata Tech Park and the technology parks along the Bellary Road corridor employ hundreds of thousands of people.</li></ul>
<h2>Where prices stand</h2>
<p>Plot rates in villa communities around Devanahalli are still well below those in Whitefield or on Sarjapur Road, which is why four-bedroom villas with generous gardens are available there for well under ₹2 crore. Hennur and Hebbal, closer to the city, command higher rates for shorter commutes.</p>
<h2>What to watch</h2>
<p>Water supply remains the main question in the far north; ask every builder how the layout will be supplied and whether the connection to the city's piped water is sanctioned. Check the zoning of surrounding land too, since an open field today may be a warehouse tomorrow.</p>`,
  },
  {
    slug: 'hyderabad-west-corridor-villas',
    title: "Hyderabad's west corridor: Kokapet, Tellapur and Narsingi for villa buyers",
    excerpt:
      "The Outer Ring Road has turned Hyderabad's west into the city's premium villa belt. A guide to the main neighbourhoods.",
    author: 'aditya',
    categories: ['city-guides'],
    tags: ['hyderabad', 'investment'],
    publishedAt: '2025-06-30T10:00:00+05:30',
    featured: false,
    image: 8,
    content: `<p>West Hyderabad, between the Financial District and the Outer Ring Road, has the city's largest concentration of gated villa communities. Each neighbourhood has a different character.</p>
<h2>Kokapet and Narsingi</h2>
<p>Closest to the Financial District, these are the priciest villa markets in the city, with large plots, lake views around Gandipet and quick access to the ORR. Expect premium clubhouses and higher maintenance charges.</p>
<h2>Tellapur</h2>
<p>Further west, Tellapur offers newer layouts at lower plot rates, good schools and a quieter setting. The trade-off is a longer drive to Gachibowli during peak hours.</p>
<h2>Gachibowli and Nanakramguda</h2>
<p>Mostly apartments, with a handful of villa and villament projects for buyers who want to walk to work. Supply is limited, so resale villas here are rarely discounted.</p>
<h2>Before you buy</h2>
<ul><li>Check HMDA layout approval and the TG-RERA registration.</li><li>Ask about the source of water and whether the layout is connected to the Mission Bhagiratha or metro water network.</li><li>Confirm that the approach road shown on the plan is a public road, not a private strip through someone else's land.</li></ul>`,
  },
  {
    slug: 'villa-buyers-guide-south-chennai-omr-ecr',
    title: "Living on OMR and ECR: a villa buyer's guide to South Chennai",
    excerpt: 'The IT corridor and the coast offer two very different villa lifestyles in South Chennai.',
    author: 'meera',
    categories: ['city-guides'],
    tags: ['chennai'],
    publishedAt: '2025-06-16T09:00:00+05:30',
    featured: false,
    image: 9,
    content: `<p>Old Mahabalipuram Road (OMR) and the East Coast Road (ECR) run almost side by side south of the city, yet living on each feels very different.</p>
<h2>OMR: close to work</h2>
<p>Navalur, Sholinganallur and Kelambakkam sit along the IT corridor, with offices, schools and hospitals within a short drive. Villa communities here are mostly mid-sized, and plot rates fall as you move south towards Kelambakkam.</p>
<h2>ECR: close to the sea</h2>
<p>Injambakkam and the stretch towards Muttukadu attract buyers who want larger plots, sea breezes and a slower pace. Prices are higher near the beach, and some homes are bought as second homes for weekends.</p>
<h2>Things specific to Chennai</h2>
<ul><li><strong>Flooding:</strong> ask how the layout fared in the 2015 and 2023 floods, check the plinth height and look at the storm-water drains.</li><li><strong>Groundwater:</strong> near the coast it can be saline; confirm the water source and treatment.</li><li><strong>Approvals:</strong> check CMDA or DTCP approval, the patta in the seller's name and the TNRERA registration.</li></ul>
<p>A villa in South Chennai rewards patience: visit during the north-east monsoon before you commit.</p>`,
  },
  {
    slug: 'vastu-for-villas-practical-guide',
    title: 'Vastu for villas: a practical guide without the superstition',
    excerpt:
      'Many Vastu principles are good climate design in disguise. Here is what matters when you choose a villa.',
    author: 'meera',
    categories: ['design-and-lifestyle'],
    tags: ['vastu', 'interiors'],
    publishedAt: '2025-06-02T10:30:00+05:30',
    featured: false,
    image: 10,
    content: `<p>For many families, Vastu compliance is a condition for buying. Whatever your view of it, a lot of traditional Vastu guidance lines up with sound design for the Indian climate.</p>
<h2>Facing and light</h2>
<p>East- and north-facing villas are popular, and for good reason: they get gentle morning light and stay cooler in the afternoon. A west-facing villa can be just as comfortable with deep verandahs, shaded windows and trees on the west side.</p>
<h2>The usual preferences</h2>
<ul><li>Kitchen in the south-east, where the morning sun keeps it bright and dry.</li><li>Master bedroom in the south-west, usually the most private corner.</li><li>Puja room or a quiet corner in the north-east.</li><li>Open space and a lighter structure towards the north and east.</li></ul>
<h2>Being practical</h2>
<p>In a gated layout, not every plot can face east. Rather than rejecting a good villa outright, ask the builder whether internal layouts can be mirrored, and look at where doors and windows actually sit. A consultant can often suggest small changes, such as moving a door or the kitchen platform, before construction begins.</p>
<p>Every villa on our listings shows its facing, so you can filter before you visit.</p>`,
  },
  {
    slug: 'duplex-triplex-villament-formats',
    title: 'Duplex, triplex or villament: choosing the right villa format',
    excerpt:
      'Villas come in several formats. The right one depends on your family, your knees and your budget.',
    author: 'aditya',
    categories: ['buying-guide'],
    tags: ['villa-vs-apartment', 'gated-community'],
    publishedAt: '2025-05-19T09:30:00+05:30',
    featured: false,
    image: 11,
    content: `<p>The word villa covers homes that live very differently. Knowing the formats helps you read listings and shortlist faster.</p>
<h2>Duplex villa</h2>
<p>Two floors, usually with living, dining, kitchen and a guest bedroom on the ground floor and the other bedrooms upstairs. It is the most common format and suits most families, including those with elderly parents who can stay on the ground floor.</p>
<h2>Triplex villa</h2>
<p>Three floors, often with a home theatre, gym or terrace garden at the top. Triplexes fit larger homes on smaller plots, at the cost of more stairs. Check whether a lift shaft or lift provision is included.</p>
<h2>Villament</h2>
<p>A villament stacks two homes, each with its own entrance, so it is part villa and part apartment. The upper unit often gets a private terrace, the lower one a garden. Villaments cost less than independent villas in the same locality, and you share the land with one neighbour.</p>
<h2>Row house</h2>
<p>Row houses share side walls with their neighbours and have small front and back gardens. They offer the villa lifestyle at a lower price and are common in budget gated communities.</p>
<p>Use the unit type filter on our listings to compare formats within the same project.</p>`,
  },
  {
    slug: 'title-documents-villa-buyers',
    title: 'Title documents every villa buyer must see',
    excerpt:
      'A villa is only as good as its title. These are the documents your lawyer should review before you sign.',
    author: 'rahul',
    categories: ['legal-and-rera'],
    tags: ['rera', 'site-visit'],
    publishedAt: '2025-05-05T10:00:00+05:30',
    featured: false,
    image: 12,
    content: `<p>Because you are buying land as well as a building, title due diligence for a villa goes deeper than for an apartment. Insist on copies of the following and have an independent lawyer review them.</p>
<h2>For the land</h2>
<ul><li>The title chain: sale deeds, partition deeds or settlement deeds covering at least the last thirty years.</li><li>An encumbrance certificate for the same period, showing no mortgage or attachment outstanding.</li><li>Revenue records: RTC and mutation in Karnataka, pattadar passbook in Telangana, patta and chitta in Tamil Nadu.</li><li>The conversion order if the land was agricultural.</li></ul>
<h2>For the project</h2>
<ul><li>The approved layout plan and building plan from the planning authority.</li><li>The joint development agreement if the builder does not own the land.</li><li>The RERA registration certificate and the documents uploaded with it.</li><li>For completed villas, the completion or occupancy certificate.</li></ul>
<h2>Common red flags</h2>
<p>Gaps in the title chain, a power of attorney sale without the owner's signature, land under acquisition notice, or a layout approval that covers fewer plots than are being sold. None of these can be fixed after registration, so resolve them before you pay.</p>`,
  },
  {
    slug: 'nri-buying-villa-india-process',
    title: 'Buying a villa in India as an NRI: the step-by-step process',
    excerpt:
      'Non-resident Indians can buy villas in India with few restrictions. The process rewards preparation.',
    author: 'sneha',
    categories: ['nri-corner', 'buying-guide'],
    tags: ['nri', 'home-loan'],
    publishedAt: '2025-04-21T09:00:00+05:30',
    featured: false,
    image: 13,
    content: `<p>Under FEMA rules, non-resident Indians and overseas citizens of India may buy residential property in India, including villas, without prior RBI approval. Agricultural land, plantations and farmhouses are the main exceptions.</p>
<h2>1. Shortlist remotely</h2>
<p>Use listings, video walkthroughs and a local representative to narrow down to two or three projects. Ask for recent drone footage, not just renders.</p>
<h2>2. Arrange the money</h2>
<p>Payments must come from an NRE, NRO or FCNR account, or through normal banking channels from abroad. Most Indian banks offer NRI home loans; the EMI is paid from your NRE or NRO account.</p>
<h2>3. Appoint a power of attorney</h2>
<p>If you cannot be present for registration, execute a specific power of attorney in favour of a trusted relative, attested at the Indian embassy or consulate and adjudicated in India after it arrives.</p>
<h2>4. Due diligence and registration</h2>
<p>Have a lawyer review the title, approvals and RERA registration. Registration requires your PAN, passport and photographs, or those of your attorney.</p>
<h2>5. After you buy</h2>
<p>Rental income is taxable in India, and tenants must deduct tax at source when paying an NRI landlord. When you sell, the buyer deducts TDS on your capital gains, and sale proceeds can be repatriated within the limits set by RBI.</p>`,
  },
  {
    slug: 'ready-to-move-vs-under-construction-villa',
    title: 'Ready-to-move or under-construction: weighing risk against price',
    excerpt:
      'Under-construction villas cost less, ready villas carry less risk. How to decide which suits you.',
    author: 'aditya',
    categories: ['buying-guide', 'market-trends'],
    tags: ['possession', 'investment'],
    publishedAt: '2025-04-07T10:00:00+05:30',
    featured: false,
    image: 14,
    content: `<p>The same builder can offer a villa in a completed phase and one in a phase that will take three years to finish. The price difference is often 10 to 20 percent. Is it worth it?</p>
<h2>The case for ready-to-move</h2>
<ul><li>You see exactly what you buy: finishes, light, neighbours and the working clubhouse.</li><li>No GST is payable once the completion certificate has been issued.</li><li>You stop paying rent immediately, which matters if you are renting today.</li></ul>
<h2>The case for under-construction</h2>
<ul><li>Lower prices and flexible payment plans linked to construction stages.</li><li>A choice of plots and facings before the best ones are sold.</li><li>Some room to customise layouts and finishes.</li></ul>
<h2>Managing the risk</h2>
<p>RERA has made delays less common and gives you remedies when they happen, but it has not eliminated them. Look at the builder's record on earlier projects, check that quarterly updates on the RERA portal are current, and make sure your agreement specifies the possession date and the compensation for delay. Keep a buffer in your budget for paying rent and EMI together for a year longer than planned.</p>`,
  },
  {
    slug: 'gated-villa-community-maintenance-charges',
    title: 'Gated villa communities: what maintenance charges actually pay for',
    excerpt:
      'Monthly maintenance in a villa community can surprise new owners. Here is where the money goes.',
    author: 'sneha',
    categories: ['buying-guide'],
    tags: ['gated-community'],
    publishedAt: '2025-03-24T09:30:00+05:30',
    featured: false,
    image: 15,
    content: `<p>Maintenance in a gated villa community is usually charged per square foot of plot area, typically ₹3 to ₹6 a month, and collected a year or two in advance at handover. A 3,000 sq.ft plot at ₹4 costs ₹12,000 a month.</p>
<h2>Where it goes</h2>
<ul><li><strong>Security:</strong> guards at the gates and patrols, CCTV monitoring and visitor management.</li><li><strong>Common areas:</strong> landscaping, street lighting, road repairs and housekeeping.</li><li><strong>Utilities:</strong> running the sewage treatment plant, water treatment and pumping, and diesel for backup generators.</li><li><strong>Clubhouse:</strong> staff, pool maintenance, gym equipment and repairs.</li></ul>
<h2>The corpus fund</h2>
<p>Separate from monthly charges, the corpus fund is a one-time deposit held for major repairs, such as replacing pumps or resurfacing roads. Make sure it is transferred to the owners' association when it is formed.</p>
<h2>Questions to ask</h2>
<p>Ask how the charge was calculated, when the builder hands over to the association, and what the charges were in the builder's previous projects two years after handover. Large amenities in small communities are expensive to run; a 40-villa layout with a large clubhouse will cost each owner more than a 200-villa one.</p>`,
  },
  {
    slug: 'villa-interiors-indian-summers',
    title: 'Designing a villa interior that works for Indian summers',
    excerpt:
      'Good interiors keep a villa cool without running the air conditioning all day. Ideas that work in South India.',
    author: 'meera',
    categories: ['design-and-lifestyle'],
    tags: ['interiors'],
    publishedAt: '2025-03-10T10:00:00+05:30',
    featured: false,
    image: 16,
    content: `<p>A villa has more roof and wall exposed to the sun than an apartment, so it heats up faster. The right interior choices can keep it several degrees cooler.</p>
<h2>Let the house breathe</h2>
<p>Cross-ventilation is the cheapest cooling there is. Keep internal doors and partitions aligned with windows on opposite walls, and use a double-height space or staircase to let warm air rise and escape through high windows.</p>
<h2>Materials</h2>
<ul><li>Stone, terracotta and lime plaster stay cooler to the touch than vitrified tiles and gypsum.</li><li>Light-coloured curtains in cotton or linen, lined on west-facing windows.</li><li>Jaali screens and wooden louvres that shade while letting air through.</li></ul>
<h2>The roof</h2>
<p>Ask whether the terrace has insulation or heat-reflective tiles. If not, reflective paint or a terrace garden will noticeably cool the top floor.</p>
<h2>Outdoors as part of the home</h2>
<p>A shaded sit-out on the north or east side becomes the most used room from October to March. Plant deciduous trees on the west, which shade in summer and let light through in winter.</p>`,
  },
  {
    slug: 'mysore-hosur-villa-towns-near-bengaluru',
    title: 'Mysore and Hosur: the quiet rise of villa towns near Bengaluru',
    excerpt:
      'Cheaper land, better highways and hybrid work have made Mysore and Hosur realistic places to own a villa.',
    author: 'aditya',
    categories: ['city-guides', 'market-trends'],
    tags: ['investment', 'bengaluru'],
    publishedAt: '2025-02-24T09:00:00+05:30',
    featured: false,
    image: 17,
    content: `<p>For the price of a three-bedroom apartment in Bengaluru, you can buy a large villa in Mysore or Hosur. With hybrid work, more families are taking that trade.</p>
<h2>Mysore</h2>
<p>The Bengaluru–Mysuru expressway has brought the two cities within a comfortable drive. Mysore offers clean air, good schools, heritage and a slower pace. Villa communities around Vijayanagar, Bogadi and the ring road are popular with retirees and with families who commute to Bengaluru a few days a week. Check MUDA approvals carefully.</p>
<h2>Hosur</h2>
<p>Just across the Tamil Nadu border, Hosur is an industrial town with a large automotive and electronics workforce. It is close to Electronic City and plot rates are among the lowest in the region. Villas here are priced under ₹1 crore in some projects. Remember that property law, registration and RERA are Tamil Nadu's, not Karnataka's.</p>
<h2>The trade-offs</h2>
<ul><li>Resale markets are thinner than in Bengaluru, so plan to hold for longer.</li><li>Rental yields are modest.</li><li>Healthcare and schools are good in the town centres but thinner on the outskirts.</li></ul>`,
  },
  {
    slug: 'how-to-read-villa-floor-plan-master-plan',
    title: 'How to read a villa floor plan and master plan',
    excerpt:
      'Floor plans and master plans tell you more than the brochure. A guide to reading them like an architect.',
    author: 'meera',
    categories: ['buying-guide'],
    tags: ['site-visit', 'gated-community'],
    publishedAt: '2025-02-10T10:30:00+05:30',
    featured: false,
    image: 18,
    content: `<p>Every villa listing includes a floor plan and a master plan. Ten minutes with them will tell you whether a visit is worthwhile.</p>
<h2>The floor plan</h2>
<ul><li><strong>Dimensions:</strong> rooms are marked in feet and inches, length by breadth. A 12 ft by 12 ft bedroom fits a queen bed and wardrobe comfortably; 10 ft by 10 ft is tight.</li><li><strong>Doors and swings:</strong> the arcs show which way doors open. Check that they do not clash with furniture.</li><li><strong>Wet areas:</strong> bathrooms stacked above one another and next to the kitchen simplify plumbing and reduce leaks.</li><li><strong>Light:</strong> count the external walls of each bedroom. Rooms with two external walls get better light and air.</li></ul>
<h2>The master plan</h2>
<ul><li>Locate your plot relative to the entrance, clubhouse and parks. Corner and park-facing plots cost more for a reason.</li><li>Find the sewage treatment plant, substation and garbage area and keep your distance.</li><li>Compare road widths and the amount of open space with the approved plan on the RERA portal.</li></ul>
<p>If something on the plan is unclear, ask the builder's architect, not the salesperson.</p>`,
  },
  {
    slug: 'home-loan-tax-benefits-villa',
    title: 'Tax benefits on a home loan for a villa',
    excerpt: 'A home loan for a villa can reduce your income tax. What you can claim and when.',
    author: 'sneha',
    categories: ['home-loans'],
    tags: ['home-loan', 'investment'],
    publishedAt: '2025-01-27T09:30:00+05:30',
    featured: false,
    image: 19,
    content: `<p>Under the old income tax regime, a home loan brings two main deductions. They apply to villas exactly as they do to apartments.</p>
<h2>Principal: Section 80C</h2>
<p>Repayment of principal qualifies for a deduction of up to ₹1.5 lakh a year under Section 80C, together with other eligible investments. Stamp duty and registration paid in the year of purchase count towards the same limit.</p>
<h2>Interest: Section 24(b)</h2>
<p>Interest on a loan for a self-occupied home is deductible up to ₹2 lakh a year. For a let-out villa there is no cap on the interest itself, but the loss you can set off against other income is limited to ₹2 lakh a year, with the rest carried forward.</p>
<h2>Under construction</h2>
<p>Interest paid before possession is not lost: it can be claimed in five equal instalments starting from the year the construction is completed, within the overall limit.</p>
<h2>Joint loans</h2>
<p>When spouses are co-owners and co-borrowers, each can claim the deductions on their share, which can double the benefit for a large villa loan.</p>
<p>The new tax regime does not allow these deductions for a self-occupied home, so compare both regimes each year before choosing.</p>`,
  },
  {
    slug: 'villa-possession-snagging-checklist',
    title: 'Possession day: snagging checklist for your new villa',
    excerpt:
      'Before you accept the keys, inspect the villa carefully. This checklist covers what most buyers miss.',
    author: 'meera',
    categories: ['buying-guide'],
    tags: ['possession', 'site-visit'],
    publishedAt: '2025-01-13T10:00:00+05:30',
    featured: false,
    image: 20,
    content: `<p>Snagging is the inspection you do before taking possession, listing every defect for the builder to fix. Builders are far more responsive before handover than after, so take your time.</p>
<h2>Structure and walls</h2>
<ul><li>Look for cracks, damp patches and uneven plaster, especially under windows and around the staircase.</li><li>Check that walls are straight and corners are square; a long spirit level helps.</li></ul>
<h2>Floors and tiles</h2>
<ul><li>Tap tiles with a coin: a hollow sound means poor bedding.</li><li>Pour water in bathrooms and balconies and watch it drain without pooling.</li></ul>
<h2>Doors, windows and fittings</h2>
<ul><li>Open and lock every door and window. Check seals, hinges and mosquito mesh.</li><li>Run every tap and flush, and check hot water in each bathroom.</li></ul>
<h2>Electrical and plumbing</h2>
<ul><li>Test every switch and socket with a phone charger, and the earthing with an electrician.</li><li>Check the water tank, pump and the overhead tank's float valve.</li></ul>
<h2>Paperwork</h2>
<p>Collect the occupancy or completion certificate, warranties for fittings, electrical and plumbing drawings and the handover letter. Under RERA, the builder must fix structural defects reported within five years of possession.</p>`,
  },
  {
    slug: 'landscaping-villa-garden-bengaluru',
    title: "Landscaping a villa garden for Bengaluru's climate",
    excerpt: 'A garden that thrives in Bengaluru with little water. Plants and layouts that work.',
    author: 'meera',
    categories: ['design-and-lifestyle'],
    tags: ['interiors', 'bengaluru'],
    publishedAt: '2024-12-30T09:00:00+05:30',
    featured: false,
    image: 21,
    content: `<p>Bengaluru's mild climate makes gardening easy, but water is scarce in summer. Good planting choices keep a villa garden green without a large water bill.</p>
<h2>Start with shade</h2>
<p>Plant one or two medium-sized trees first. Native species such as the Indian cork tree, pongamia and the golden shower tree grow quickly, need little water once established and shade the house.</p>
<h2>Less lawn, more beds</h2>
<p>Lawns are the thirstiest part of a garden. Keep a small patch for children and fill the rest with beds of hardy shrubs: hibiscus, ixora, plumbago and lemongrass all do well.</p>
<h2>Use every drop</h2>
<ul><li>Connect the roof to a rainwater harvesting pit or a sump; Bengaluru requires harvesting in new homes.</li><li>Use drip irrigation for beds and water early in the morning.</li><li>Mulch the soil with dry leaves to keep moisture in.</li></ul>
<h2>A kitchen garden</h2>
<p>Curry leaves, tomatoes, chillies, brinjal and greens grow well in raised beds. A small compost bin for kitchen waste will feed them.</p>`,
  },
  {
    slug: 'rera-carpet-area-villa-buyers',
    title: 'What the RERA carpet area rule means for villa buyers',
    excerpt:
      'RERA changed how areas are quoted. Here is how carpet area, built-up area and plot area relate in a villa.',
    author: 'rahul',
    categories: ['legal-and-rera'],
    tags: ['rera', 'villa-vs-apartment'],
    publishedAt: '2024-12-16T10:00:00+05:30',
    featured: false,
    image: 22,
    content: `<p>Before RERA, homes were sold on super built-up area, which included a share of lobbies, lifts and clubhouses. RERA requires the sale agreement to state the carpet area, so buyers can compare like with like.</p>
<h2>The three areas of a villa</h2>
<ul><li><strong>Plot area:</strong> the land you own, measured to the boundary.</li><li><strong>Built-up area:</strong> the area of all floors measured to the outside of the walls, including balconies and sit-outs as the builder defines them.</li><li><strong>Carpet area:</strong> under RERA, the net usable floor area inside the walls, excluding external walls, service shafts, exclusive balconies and open terraces, but including internal partition walls.</li></ul>
<h2>Why it matters</h2>
<p>Carpet area is usually 75 to 85 percent of built-up area. A villa with a large built-up area but thick walls and many balconies may have less usable space than a smaller-looking one. When comparing, ask each builder for the carpet area of every floor.</p>
<h2>Your protection</h2>
<p>If the carpet area delivered is less than the agreement states, beyond a small tolerance, you are entitled to a proportionate refund. Keep the agreement's area statement and check it against the as-built measurements at possession.</p>`,
  },
  {
    slug: 'draft-villa-prices-outlook',
    title: 'Villa prices outlook for the coming year',
    excerpt: 'Draft: our annual look at where villa prices are heading.',
    author: 'aditya',
    categories: ['market-trends'],
    tags: ['investment'],
    publishedAt: null,
    featured: false,
    image: 23,
    content: '<p>Draft in progress: price data for the last quarter is still being collected.</p>',
  },
  {
    slug: 'draft-interview-landscape-architect',
    title: 'In conversation with a landscape architect',
    excerpt: 'Draft: an interview on designing gardens for gated villa communities.',
    author: 'meera',
    categories: ['design-and-lifestyle'],
    tags: ['interiors'],
    publishedAt: null,
    featured: false,
    image: 24,
    content:
      '<p>Draft: interview transcript to be edited.</p><script>alert("drafts are never shown")</script>',
  },
];

export const COMMENTS: { post: string; name: string; email: string; content: string }[] = [
  {
    post: 'villa-vs-apartment-bengaluru',
    name: 'Harish',
    email: 'harish.k@example.com',
    content: 'The commute point is so true. We bought near Hennur only after timing the drive for a week.',
  },
  {
    post: 'villa-vs-apartment-bengaluru',
    name: 'Swathi',
    email: 'swathi.r@example.com',
    content: 'Useful comparison. Would love a similar piece for Hyderabad.',
  },
  {
    post: 'check-rera-registration-karnataka-telangana-tamil-nadu',
    name: 'Naveen',
    email: 'naveen.p@example.com',
    content: 'I found that one project had stopped filing quarterly updates. Thanks for the tip.',
  },
  {
    post: 'villa-price-plot-rate-construction-rate',
    name: 'Geetha',
    email: 'geetha.s@example.com',
    content: 'Finally someone explains why two villas of the same size differ by 50 lakh.',
  },
  {
    post: 'home-loans-for-villas',
    name: 'Ajay',
    email: 'ajay.m@example.com',
    content: 'The composite loan section helped me understand the disbursement schedule.',
  },
  {
    post: 'north-bengaluru-villa-market',
    name: 'Farhan',
    email: 'farhan.a@example.com',
    content: 'Water supply is the real question in Devanahalli. Good that you mention it.',
  },
  {
    post: 'nri-buying-villa-india-process',
    name: 'Rekha',
    email: 'rekha.v@example.com',
    content: 'The power of attorney adjudication step caught us out last time. Very helpful.',
  },
  {
    post: 'villa-possession-snagging-checklist',
    name: 'Suresh',
    email: 'suresh.b@example.com',
    content: 'The coin test on tiles found six hollow tiles in our villa. Builder replaced them.',
  },
];
