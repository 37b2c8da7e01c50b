export interface HistorySection {
  heading: string;
  era: string;
  paragraphs: string[];
}

export interface HistoryFact {
  title: string;
  description: string;
}

/** The six sections, in order (docs/rules.md#page-static); headings are fixed. Facts You Never Knew is a list: its text lives in HISTORY_FACTS. */
export const HISTORY_SECTIONS: HistorySection[] = [
  {
    heading: "Ancient Origins",
    era: "3rd century BCE",
    paragraphs: [
      'The oldest game we can clearly link to football comes from China. Cuju, meaning roughly "kick ball", was being played by the 3rd century BCE and became popular under the Han dynasty, when it was also used to keep soldiers fit. Players kicked a leather ball stuffed with feathers or hair and aimed it through an opening in a net strung between bamboo poles, without using their hands. FIFA recognises cuju as the earliest form of football for which there is historical evidence.',
      "Other ancient cultures had ball games of their own. The Greeks played episkyros and the Romans harpastum, both rougher games in which the ball could be handled, while in Japan kemari, a graceful game of keeping the ball in the air, was played at court for centuries.",
    ],
  },
  {
    heading: "Medieval Mob Football",
    era: "1200s",
    paragraphs: [
      "By the 1200s, a chaotic game known as mob football was being played in towns and villages across England. Whole parishes took part, the goals could be miles apart and there were almost no rules: the ball was kicked, carried and fought over through streets and fields, and injuries were common.",
      'The disorder worried the authorities. In 1314, in the reign of Edward II, a royal proclamation issued in London banned the game because of the "great noise in the city caused by hustling over large foot balls". It was the first of many bans by English and Scottish kings, who also wanted men practising archery instead. None of them stopped the game, and traditional matches such as the Royal Shrovetide Football at Ashbourne are still played today.',
    ],
  },
  {
    heading: "Modern Football is Born",
    era: "1863",
    paragraphs: [
      "In the 19th century, English public schools and universities each played football by their own rules, which made matches between them difficult. On 26 October 1863, representatives of London clubs and schools met at the Freemasons' Tavern in London and founded the Football Association.",
      "Over the following weeks the FA agreed 13 laws of the game. The key arguments were over carrying the ball and hacking, or kicking opponents' shins. When both were left out, the clubs that favoured them, led by Blackheath, walked away. Football and rugby went their separate ways, and the Rugby Football Union was founded in 1871. The FA Cup began in 1871 and the first official international, Scotland against England, was played in 1872.",
    ],
  },
  {
    heading: "The First World Cup",
    era: "1930",
    paragraphs: [
      "FIFA, founded in 1904, held the first World Cup in 1930. Uruguay were chosen as hosts: they were the reigning Olympic champions and were celebrating the centenary of their first constitution. The long sea voyage from Europe put many teams off, and only 13 teams took part, seven from South America, four from Europe and two from North America.",
      "France's Lucien Laurent scored the tournament's first goal, against Mexico. The final, at the newly built Estadio Centenario in Montevideo on 30 July 1930, was a rematch of the 1928 Olympic final. Argentina led 2-1 at half-time, but the hosts came back to win 4-2 and became the first world champions.",
    ],
  },
  {
    heading: "Facts You Never Knew",
    era: "Trivia",
    paragraphs: [],
  },
  {
    heading: "Football Today",
    era: "2025",
    paragraphs: [
      "In 2025 football is the most popular sport on the planet. FIFA has 211 member associations, more than the United Nations has member states, and hundreds of millions of people play the game. The 2018 World Cup reached about 3.5 billion viewers, roughly half of the world's population.",
      "The year brought the first 32-team FIFA Club World Cup, staged in the United States and won by Chelsea, while England retained the Women's European Championship in Switzerland. Preparations continued for the 2026 World Cup, the first with 48 teams, co-hosted by Canada, Mexico and the United States.",
      "The modern game runs on data as much as on instinct. Clubs use tracking data and statistical models to scout players and plan tactics, video assistant referees and semi-automated offside technology help officials, and expected-goals figures have become part of everyday football talk.",
    ],
  },
];

export const HISTORY_FACTS: HistoryFact[] = [
  {
    title: "Penalties arrived in 1891",
    description: "The penalty kick was proposed by the Irish goalkeeper William McCrum and added to the laws of the game in 1891.",
  },
  {
    title: "Cards came from traffic lights",
    description:
      "Yellow and red cards were first used at the 1970 World Cup. The English referee Ken Aston came up with the idea while waiting at a set of traffic lights.",
  },
  {
    title: "A dog found the World Cup",
    description:
      "The Jules Rimet Trophy was stolen in London in March 1966, months before England hosted the World Cup. A dog called Pickles found it wrapped in newspaper under a hedge in south London.",
  },
  {
    title: "Women's football drew huge crowds, then was banned",
    description:
      "Dick, Kerr Ladies drew around 53,000 fans to Goodison Park on Boxing Day 1920. In 1921 the FA banned women's teams from its members' grounds, a ban not lifted until 1971.",
  },
  {
    title: "Brazil has played at every World Cup",
    description: "Brazil is the only nation to have taken part in every World Cup finals tournament, and has won it a record five times.",
  },
  {
    title: "13 goals in one tournament",
    description: "France's Just Fontaine scored 13 goals at the 1958 World Cup, a record for a single tournament that still stands.",
  },
];

/** The figures block: exactly these four (docs/rules.md#page-static). */
export const HISTORY_FIGURES = [
  { value: "211", label: "Members", detail: "FIFA member associations" },
  { value: "270M", label: "Registered players", detail: "People playing the game worldwide" },
  { value: "3.5B", label: "Total views", detail: "Viewers reached by the World Cup" },
  { value: "$48B", label: "Industry value", detail: "Estimated global football economy" },
];
