// The fallback for 'Generate More' on the history page (docs/rules.md#page-static): well-documented football facts in
// neutral English. Ids are stable so a visitor's served set survives reordering or additions; never
// reuse an id for a different fact. Only add facts that can be checked in a standard reference, and
// leave out anything uncertain: a wrong "fact" is worse than a shorter bank.

export type FactTopic = "history" | "world-cup" | "records" | "clubs" | "players" | "laws" | "women";

export interface BankFact {
  id: string;
  topic: FactTopic;
  /** At most 60 characters. */
  title: string;
  /** One or two sentences. */
  description: string;
}

type Entry = readonly [id: string, title: string, description: string];

const history: Entry[] = [
  [
    "fa-founded-1863",
    "The Football Association is born",
    "The Football Association was founded on 26 October 1863 at the Freemasons' Tavern in London. It is the oldest national football association in the world.",
  ],
  [
    "first-international-1872",
    "The first international match",
    "Scotland and England played the first official international match on 30 November 1872 in Glasgow. It finished 0-0.",
  ],
  [
    "fa-cup-oldest",
    "The oldest national cup competition",
    "The FA Cup was first contested in 1871-72, making it the oldest national football competition in the world. Wanderers beat Royal Engineers 1-0 in the first final.",
  ],
  [
    "football-league-1888",
    "The first football league",
    "The Football League was founded in 1888 with 12 clubs, the first league competition of its kind. Preston North End won the first title without losing a match.",
  ],
  [
    "preston-double-1889",
    "Preston's first double",
    "In 1888-89 Preston North End won both the league and the FA Cup, the first English double. They did not concede a goal in that season's FA Cup.",
  ],
  [
    "fifa-founded-1904",
    "FIFA founded in Paris",
    "FIFA was founded in Paris on 21 May 1904 by representatives of seven European countries. England's FA joined the following year.",
  ],
  [
    "sheffield-fc-oldest",
    "The oldest club in the world",
    "Sheffield FC, founded in 1857, is recognised by FIFA as the world's oldest football club. It played under its own Sheffield Rules before the FA existed.",
  ],
  [
    "notts-county-oldest-pro",
    "The oldest professional club",
    "Notts County, founded in 1862, is the oldest professional football club in the world.",
  ],
  [
    "ifab-1886",
    "Who writes the Laws of the Game",
    "The International Football Association Board, formed in 1886 by the four British associations, decides the Laws of the Game. FIFA joined it in 1913.",
  ],
  [
    "professionalism-1885",
    "Professionals legalised in 1885",
    "The FA legalised professional football in 1885, after years in which some clubs had paid players in secret.",
  ],
  [
    "penalty-kick-1891",
    "The penalty kick arrives",
    "The penalty kick was introduced in 1891. It was proposed by William McCrum, a goalkeeper and businessman from County Armagh in Ireland.",
  ],
  [
    "goal-nets-1890",
    "The first goal nets",
    "Liverpool engineer John Brodie patented goal nets in 1890. Before nets, arguments over whether the ball had passed between the posts were common.",
  ],
  [
    "floodlights-1878",
    "Football under lights in 1878",
    "The first floodlit football match was played at Bramall Lane in Sheffield in October 1878, lit by electric lamps.",
  ],
  [
    "cuju",
    "Cuju, the Chinese ancestor",
    "FIFA recognises cuju, a ball-kicking game played in ancient China, as the earliest form of football for which there is evidence.",
  ],
  [
    "ban-1314",
    "A royal ban in 1314",
    "In 1314 a proclamation issued in London in the name of King Edward II banned football in the city because of the disorder it caused.",
  ],
  [
    "calcio-storico",
    "Calcio storico in Florence",
    "Calcio storico, a rough ball game played in Florence since at least the 16th century, is still staged every June in Piazza Santa Croce.",
  ],
  [
    "christmas-truce-1914",
    "The Christmas truce of 1914",
    "During the First World War, British and German soldiers played informal games of football in no man's land during the unofficial Christmas truce of 1914.",
  ],
  [
    "scottish-fa-1873",
    "The second oldest association",
    "The Scottish Football Association was founded in 1873, making it the second oldest national association after England's FA.",
  ],
  [
    "shirt-numbers-1933",
    "Numbered shirts at the 1933 Cup final",
    "In the 1933 FA Cup final Everton wore numbers 1 to 11 and Manchester City 12 to 22. Shirt numbers became compulsory in the Football League in 1939.",
  ],
  [
    "white-horse-final-1923",
    "The White Horse Final",
    "The first FA Cup final at Wembley, in 1923, is known as the White Horse Final after a police horse helped clear the crowd from the pitch. Bolton Wanderers beat West Ham United 2-0.",
  ],
  [
    "olympics-1908",
    "Olympic gold for Great Britain",
    "Great Britain won the first official Olympic football tournament in London in 1908 and retained the title in Stockholm in 1912.",
  ],
  [
    "uruguay-olympics",
    "Uruguay's Olympic double",
    "Uruguay won the Olympic football tournaments of 1924 and 1928, successes that helped persuade FIFA to create the World Cup.",
  ],
  [
    "first-substitute-1965",
    "The first league substitute",
    "Substitutes were allowed in the Football League from 1965. Charlton Athletic's Keith Peacock became the first to come off the bench, on 21 August 1965.",
  ],
  [
    "word-soccer",
    "Where the word soccer comes from",
    "The word soccer comes from 'association football', shortened to 'assoc', which distinguished the game from rugby football.",
  ],
  [
    "arthur-wharton",
    "Arthur Wharton, a pioneer",
    "Arthur Wharton, born in what is now Ghana, is widely regarded as the world's first black professional footballer. He played in goal in England in the 1880s and 1890s, for clubs including Preston North End and Rotherham Town.",
  ],
  [
    "queens-park-amateur",
    "Scotland's oldest club",
    "Queen's Park, Scotland's oldest football club, was founded in 1867 and remained amateur until 2019.",
  ],
  [
    "queens-park-fa-cup",
    "A Scottish club in FA Cup finals",
    "Glasgow's Queen's Park reached the FA Cup final in 1884 and 1885, losing both times to Blackburn Rovers.",
  ],
  [
    "jules-rimet-name",
    "Named after Jules Rimet",
    "The original World Cup trophy was named after Jules Rimet, the FIFA president who drove the creation of the tournament.",
  ],
  [
    "wartime-world-cups",
    "No World Cups in 1942 and 1946",
    "The World Cups due in 1942 and 1946 were never held because of the Second World War. The tournament resumed in Brazil in 1950.",
  ],
  [
    "jules-rimet-shoebox",
    "A trophy hidden in a shoebox",
    "During the Second World War, Italian FIFA vice-president Ottorino Barassi is said to have hidden the Jules Rimet Trophy in a shoebox under his bed to keep it safe.",
  ],
  [
    "pickles-1966",
    "Pickles the dog finds the trophy",
    "The Jules Rimet Trophy was stolen in London in March 1966. A week later a dog called Pickles found it wrapped in newspaper in a south London garden.",
  ],
  [
    "trophy-stolen-1983",
    "Stolen for good in 1983",
    "Brazil kept the Jules Rimet Trophy after their third title in 1970, but it was stolen in Rio de Janeiro in 1983 and has never been recovered.",
  ],
  [
    "world-cup-willie",
    "The first World Cup mascot",
    "World Cup Willie, a lion wearing a Union Jack shirt, was the mascot of the 1966 tournament in England and the first World Cup mascot.",
  ],
  [
    "telstar-ball",
    "The Telstar ball",
    "The adidas Telstar used at the 1970 World Cup had 32 black and white panels, designed to stand out on black-and-white television.",
  ],
  [
    "munich-1958",
    "The Munich air disaster",
    "On 6 February 1958 the plane carrying Manchester United home from a European Cup tie crashed at Munich. Twenty-three people died, among them eight players.",
  ],
  [
    "ballon-dor-1956",
    "The first Ballon d'Or",
    "France Football magazine created the Ballon d'Or in 1956. The first winner was Blackpool's Stanley Matthews.",
  ],
  [
    "puskas-award",
    "The Puskás Award",
    "Since 2009 FIFA has given the Puskás Award, named after Hungary's Ferenc Puskás, to the scorer of the year's most beautiful goal.",
  ],
  [
    "hungary-6-3",
    "Hungary win 6-3 at Wembley",
    "In November 1953 Hungary beat England 6-3 at Wembley, England's first home defeat by a team from continental Europe. Six months later Hungary won 7-1 in Budapest, still England's heaviest defeat.",
  ],
  [
    "first-euro-1960",
    "The first European Championship",
    "The Soviet Union won the first European Championship in 1960, beating Yugoslavia 2-1 after extra time in the final in Paris.",
  ],
  [
    "copa-america-oldest",
    "The oldest continental championship",
    "The Copa América, first held in 1916 as the South American Championship, is the oldest continental tournament for national teams.",
  ],
  [
    "afcon-1957",
    "The first Africa Cup of Nations",
    "The first Africa Cup of Nations, in 1957, had just three teams: Egypt, Sudan and Ethiopia. Egypt won it.",
  ],
  [
    "premier-league-1992",
    "The Premier League begins",
    "The Premier League began in 1992-93 when the top clubs broke away from the Football League. Manchester United were the first champions.",
  ],
  [
    "champions-league-name",
    "The first Champions League winners",
    "The European Cup was renamed the Champions League in 1992-93. Marseille beat AC Milan 1-0 in that season's final.",
  ],
];

const worldCup: Entry[] = [
  [
    "wc-1930-uruguay",
    "The first World Cup",
    "Uruguay hosted and won the first World Cup in 1930, beating Argentina 4-2 in the final in Montevideo. Thirteen teams took part.",
  ],
  [
    "wc-first-goal",
    "The first World Cup goal",
    "France's Lucien Laurent scored the first goal in World Cup history, against Mexico on 13 July 1930.",
  ],
  [
    "wc-first-hat-trick",
    "The first World Cup hat-trick",
    "Bert Patenaude of the United States scored the first World Cup hat-trick, against Paraguay in 1930. FIFA confirmed it in 2006.",
  ],
  [
    "wc-1930-two-balls",
    "Two balls in the 1930 final",
    "Argentina and Uruguay could not agree on a ball for the 1930 final, so an Argentine ball was used in the first half and a Uruguayan one in the second.",
  ],
  [
    "wc-centenario",
    "Estadio Centenario",
    "Montevideo's Estadio Centenario was built for the 1930 World Cup and named for the centenary of Uruguay's first constitution.",
  ],
  [
    "wc-uruguay-1934",
    "Champions who stayed at home",
    "Uruguay did not defend their title at the 1934 World Cup in Italy, partly because many European teams had not travelled to 1930. They are the only holders not to defend the trophy.",
  ],
  [
    "wc-1934-qualifying",
    "The first World Cup qualifiers",
    "The 1934 World Cup was the first with a qualifying competition, and even the hosts, Italy, had to qualify.",
  ],
  [
    "wc-pozzo",
    "Italy's back-to-back titles",
    "Italy won the World Cup in 1934 and 1938 under Vittorio Pozzo, the only coach to have won the tournament twice.",
  ],
  ["wc-egypt-1934", "Africa's first World Cup team", "Egypt became the first African nation to play at a World Cup, in Italy in 1934."],
  [
    "wc-dutch-east-indies",
    "Asia's first World Cup team",
    "The Dutch East Indies, now Indonesia, were the first Asian team at a World Cup, in 1938. They lost their only match 6-0 to Hungary.",
  ],
  [
    "wc-scotland-1950",
    "Scotland's 1950 refusal",
    "Scotland qualified for the 1950 World Cup but declined to go, having said they would travel only as British champions; they finished second to England.",
  ],
  [
    "wc-maracanazo",
    "The Maracanazo",
    "In the deciding match of the 1950 World Cup, Uruguay came from behind to beat hosts Brazil 2-1 at the Maracanã. Alcides Ghiggia scored the winner.",
  ],
  [
    "wc-1950-no-final",
    "The World Cup without a final",
    "The 1950 World Cup was decided by a final group of four teams instead of a final, although the last match, Uruguay against Brazil, settled the title.",
  ],
  [
    "wc-usa-england-1950",
    "USA 1-0 England",
    "At the 1950 World Cup the United States beat England 1-0 in Belo Horizonte, with a goal from Joe Gaetjens.",
  ],
  [
    "wc-miracle-of-bern",
    "The Miracle of Bern",
    "West Germany beat Hungary 3-2 in the 1954 final, having lost 8-3 to the same opponents in the group stage.",
  ],
  [
    "wc-austria-switzerland",
    "The highest-scoring World Cup match",
    "Austria beat Switzerland 7-5 in a 1954 quarter-final, the most goals in a single World Cup match.",
  ],
  [
    "wc-kocsis",
    "Kocsis's 11 goals",
    "Hungary's Sándor Kocsis scored 11 goals at the 1954 World Cup, a tournament record until Just Fontaine scored 13 in 1958.",
  ],
  [
    "wc-fontaine",
    "Just Fontaine's 13 goals",
    "France's Just Fontaine scored 13 goals at the 1958 World Cup, still the record for a single tournament.",
  ],
  [
    "wc-pele-1958",
    "Pelé, world champion at 17",
    "Pelé scored twice in the 1958 final as Brazil beat hosts Sweden 5-2. At 17 he remains the youngest player to score in, and to win, a World Cup final.",
  ],
  ["wc-pele-three", "Pelé's three World Cups", "Pelé is the only player to have won three World Cups: 1958, 1962 and 1970."],
  [
    "wc-garrincha-1962",
    "Garrincha's 1962",
    "With Pelé injured early in the 1962 World Cup in Chile, Garrincha inspired Brazil to retain the trophy.",
  ],
  [
    "wc-hurst-1966",
    "Hurst's hat-trick in the final",
    "Geoff Hurst scored three times as England beat West Germany 4-2 after extra time in the 1966 final at Wembley, the first hat-trick in a World Cup final.",
  ],
  [
    "wc-north-korea-1966",
    "North Korea stun Italy",
    "North Korea beat Italy 1-0 at Ayresome Park in Middlesbrough at the 1966 World Cup and reached the quarter-finals.",
  ],
  [
    "wc-eusebio-1966",
    "Eusébio's comeback",
    "In the 1966 quarter-final Portugal came back from 3-0 down to beat North Korea 5-3, with Eusébio scoring four. He finished as the tournament's top scorer with nine goals.",
  ],
  [
    "wc-cards-1970",
    "Yellow and red cards arrive",
    "Yellow and red cards were introduced at the 1970 World Cup. Referee Ken Aston is credited with the idea, inspired by traffic lights.",
  ],
  ["wc-subs-1970", "The first World Cup substitutes", "Substitutions were allowed at the World Cup for the first time in 1970."],
  ["wc-jairzinho", "Jairzinho scored in every game", "Brazil's Jairzinho scored in all six of his team's matches at the 1970 World Cup."],
  [
    "wc-brazil-1970",
    "Brazil keep the Jules Rimet Trophy",
    "By winning a third title in 1970, beating Italy 4-1 in the final, Brazil earned the right to keep the Jules Rimet Trophy.",
  ],
  ["wc-colour-1970", "The first World Cup in colour", "The 1970 World Cup in Mexico was the first to be broadcast on television in colour."],
  [
    "wc-banks-save",
    "Banks's save from Pelé",
    "England goalkeeper Gordon Banks made a famous diving save from a Pelé header at the 1970 World Cup in Guadalajara.",
  ],
  [
    "wc-trophy-1974",
    "A new trophy in 1974",
    "The current World Cup trophy, designed by Italian sculptor Silvio Gazzaniga, was first presented in 1974, to West Germany's captain Franz Beckenbauer.",
  ],
  [
    "wc-1974-penalty",
    "A penalty before Germany touched the ball",
    "The Netherlands were awarded a penalty in the opening minutes of the 1974 final before any West German player had touched the ball. Johan Neeskens scored it, but West Germany won 2-1.",
  ],
  [
    "wc-cruyff-turn",
    "The Cruyff turn",
    "Johan Cruyff showed his famous turn against Sweden at the 1974 World Cup, and the move has carried his name ever since.",
  ],
  [
    "wc-first-red-card",
    "The first World Cup red card",
    "Chile's Carlos Caszely was the first player shown a red card at a World Cup, against West Germany in 1974.",
  ],
  [
    "wc-zaire-1974",
    "Zaire at the 1974 World Cup",
    "Zaire, now DR Congo, were the first team from sub-Saharan Africa to play at a World Cup, in 1974.",
  ],
  [
    "wc-kempes-1978",
    "Kempes wins it for Argentina",
    "Hosts Argentina won the 1978 World Cup by beating the Netherlands 3-1 after extra time. Mario Kempes scored twice in the final and was the top scorer with six goals.",
  ],
  ["wc-dutch-finals", "Three finals, no title", "The Netherlands reached the World Cup final in 1974, 1978 and 2010 and lost all three."],
  ["wc-24-teams-1982", "24 teams in 1982", "The 1982 World Cup in Spain was the first with 24 teams, up from 16."],
  [
    "wc-hungary-10-1",
    "Ten goals in one game",
    "Hungary beat El Salvador 10-1 in 1982, the only time a team has scored ten goals in a World Cup match.",
  ],
  [
    "wc-first-shootout",
    "The first World Cup shoot-out",
    "The first penalty shoot-out at a World Cup came in the 1982 semi-final, won by West Germany against France after a 3-3 draw.",
  ],
  ["wc-rossi-1982", "Paolo Rossi's 1982", "Paolo Rossi scored six goals, including a hat-trick against Brazil, as Italy won the 1982 World Cup."],
  [
    "wc-zoff-40",
    "Dino Zoff, champion at 40",
    "Italy's captain and goalkeeper Dino Zoff was 40 when he won the 1982 World Cup, the oldest player to win the tournament.",
  ],
  [
    "wc-whiteside",
    "The youngest World Cup player",
    "Northern Ireland's Norman Whiteside played at the 1982 World Cup aged 17 years and 41 days, the youngest player in the tournament's history.",
  ],
  [
    "wc-mexico-twice",
    "Mexico, first to host twice",
    "Mexico became the first country to host the World Cup twice when it stepped in to stage the 1986 tournament, having also hosted in 1970.",
  ],
  [
    "wc-maradona-england",
    "Maradona's two goals against England",
    "In the 1986 quarter-final against England, Diego Maradona scored the 'Hand of God' goal and, four minutes later, a solo goal later voted the Goal of the Century.",
  ],
  ["wc-1986-final", "Argentina's 1986 triumph", "Argentina beat West Germany 3-2 in the 1986 final at the Estadio Azteca in Mexico City."],
  [
    "wc-milla",
    "Roger Milla's record",
    "Cameroon's Roger Milla scored four goals at the 1990 World Cup aged 38. In 1994, at 42, he became the oldest scorer in World Cup history.",
  ],
  [
    "wc-cameroon-1990",
    "Cameroon's 1990 run",
    "Cameroon beat the holders Argentina in the opening match of the 1990 World Cup and became the first African team to reach the quarter-finals.",
  ],
  [
    "wc-monzon",
    "The first red card in a final",
    "Argentina's Pedro Monzón became the first player sent off in a World Cup final, against West Germany in 1990.",
  ],
  [
    "wc-brehme-1990",
    "Brehme's penalty",
    "West Germany won the 1990 World Cup when Andreas Brehme scored a late penalty to beat Argentina 1-0 in Rome.",
  ],
  [
    "wc-1994-shootout",
    "A final settled on penalties",
    "The 1994 final between Brazil and Italy was the first World Cup final decided by a penalty shoot-out, after a 0-0 draw.",
  ],
  [
    "wc-salenko",
    "Five goals in one match",
    "Russia's Oleg Salenko scored five goals against Cameroon in 1994, the most by one player in a World Cup match.",
  ],
  [
    "wc-three-points-1994",
    "Three points at the World Cup",
    "The 1994 World Cup was the first to award three points for a group-stage win instead of two.",
  ],
  [
    "wc-france-1998",
    "32 teams in 1998",
    "France 1998 was the first World Cup with 32 teams. The hosts won it, beating Brazil 3-0 in the final with two headers from Zinedine Zidane.",
  ],
  [
    "wc-golden-goal-blanc",
    "The first World Cup golden goal",
    "Laurent Blanc scored the first golden goal in World Cup history, knocking Paraguay out in the round of 16 in 1998.",
  ],
  [
    "wc-2002-cohosts",
    "The first shared World Cup",
    "South Korea and Japan hosted the 2002 World Cup, the first held in Asia and the first shared by two countries.",
  ],
  [
    "wc-ronaldo-2002",
    "Ronaldo's redemption",
    "Brazil's Ronaldo scored eight goals at the 2002 World Cup, including both in the 2-0 final win over Germany.",
  ],
  [
    "wc-sukur",
    "The fastest World Cup goal",
    "Turkey's Hakan Şükür scored after about 11 seconds against South Korea in the 2002 third-place match, the fastest goal in World Cup history.",
  ],
  [
    "wc-senegal-2002",
    "Senegal beat the holders",
    "On their World Cup debut in 2002, Senegal beat holders France 1-0 in the opening match and went on to reach the quarter-finals.",
  ],
  [
    "wc-zidane-2006",
    "Zidane's last match",
    "Zinedine Zidane was sent off for a headbutt in the 2006 final, the last match of his career. Italy then beat France on penalties after a 1-1 draw.",
  ],
  ["wc-south-africa-2010", "Africa's first World Cup", "South Africa hosted the 2010 World Cup, the first held on the African continent."],
  [
    "wc-spain-2010",
    "Spain's first World Cup",
    "Spain won their first World Cup in 2010 when Andrés Iniesta scored in extra time to beat the Netherlands 1-0.",
  ],
  [
    "wc-spain-lost-opener",
    "Champions after losing the opener",
    "Spain lost their first match of the 2010 World Cup 1-0 to Switzerland, then became the first team to win the tournament after losing their opening game.",
  ],
  [
    "wc-7-1",
    "Germany 7-1 Brazil",
    "In the 2014 semi-final in Belo Horizonte, Germany beat hosts Brazil 7-1, scoring five goals in the first 29 minutes.",
  ],
  [
    "wc-klose-16",
    "Klose's 16 World Cup goals",
    "Miroslav Klose scored 16 goals across four World Cups from 2002 to 2014, the most by any player at men's World Cups.",
  ],
  [
    "wc-gotze-2014",
    "Germany win in the Americas",
    "Mario Götze's extra-time goal beat Argentina 1-0 in the 2014 final, making Germany the first European team to win a World Cup held in the Americas.",
  ],
  ["wc-goal-line-2014", "Goal-line technology arrives", "The 2014 World Cup in Brazil was the first to use goal-line technology."],
  [
    "wc-lampard-2010",
    "Lampard's ghost goal",
    "Frank Lampard's shot against Germany at the 2010 World Cup crossed the line but was not given, a moment that added pressure for goal-line technology.",
  ],
  ["wc-var-2018", "VAR at the World Cup", "The 2018 World Cup in Russia was the first to use the video assistant referee (VAR)."],
  [
    "wc-deschamps",
    "Winner as player and coach",
    "Didier Deschamps captained France to the 1998 World Cup and coached them to the 2018 title, following Mário Zagallo and Franz Beckenbauer in winning it both ways.",
  ],
  [
    "wc-zagallo",
    "Zagallo's four World Cups",
    "Mário Zagallo won the World Cup as a player in 1958 and 1962, as Brazil's head coach in 1970 and as assistant coach in 1994.",
  ],
  [
    "wc-beckenbauer",
    "Der Kaiser",
    "Franz Beckenbauer lifted the World Cup as West Germany's captain in 1974 and won it again as their coach in 1990.",
  ],
  [
    "wc-qatar-2022",
    "The first winter World Cup",
    "Qatar 2022 was the first World Cup held in the Middle East and the first played in November and December.",
  ],
  [
    "wc-2022-final",
    "The 2022 final",
    "Argentina beat France on penalties after a 3-3 draw in the 2022 final. Kylian Mbappé scored a hat-trick, only the second in a World Cup final after Geoff Hurst's.",
  ],
  [
    "wc-messi-26",
    "Messi's World Cup appearances",
    "By the end of the 2022 tournament Lionel Messi had played 26 World Cup matches, the most by any player. He won the Golden Ball as best player in both 2014 and 2022.",
  ],
  ["wc-morocco-2022", "Morocco reach the semi-finals", "In 2022 Morocco became the first African team to reach a World Cup semi-final."],
  [
    "wc-brazil-every",
    "Brazil at every World Cup",
    "Brazil are the only team to have played at every men's World Cup, and they have won the tournament a record five times.",
  ],
  [
    "wc-eight-winners",
    "Only eight world champions",
    "Up to 2022 only eight countries had won the men's World Cup: Brazil, Germany, Italy, Argentina, France, Uruguay, England and Spain.",
  ],
  ["wc-cafu", "Three finals in a row", "Brazil's Cafu is the only player to appear in three consecutive World Cup finals, in 1994, 1998 and 2002."],
  [
    "wc-matthaus",
    "Five World Cups for Matthäus",
    "Lothar Matthäus played at five World Cups from 1982 to 1998 and held the appearance record of 25 matches until Lionel Messi passed it in 2022.",
  ],
  [
    "wc-carbajal",
    "The first five-tournament player",
    "Mexican goalkeeper Antonio Carbajal was the first player to appear at five World Cups, from 1950 to 1966.",
  ],
  [
    "wc-el-hadary",
    "The oldest World Cup player",
    "Egypt's goalkeeper Essam El-Hadary played against Saudi Arabia at the 2018 World Cup aged 45, the oldest player in World Cup history.",
  ],
  [
    "wc-mbappe-finals",
    "Most goals in World Cup finals",
    "Kylian Mbappé scored once in the 2018 final and three times in the 2022 final; his four goals are the most by anyone in World Cup finals.",
  ],
  [
    "wc-germany-eight-finals",
    "Germany's eight finals",
    "Germany have reached eight men's World Cup finals, more than any other country, and won four of them: 1954, 1974, 1990 and 2014.",
  ],
  ["wc-48-teams-2026", "48 teams in 2026", "The 2026 World Cup, shared by Canada, Mexico and the United States, is the first with 48 teams."],
  [
    "wc-iceland-2018",
    "Iceland's World Cup debut",
    "Iceland played at the 2018 World Cup, at the time the smallest country by population ever to take part in a men's World Cup.",
  ],
  [
    "wc-paul-octopus",
    "Paul the Octopus",
    "Paul, an octopus at an aquarium in Oberhausen, Germany, correctly picked the winner of all eight matches he was asked about at the 2010 World Cup.",
  ],
  [
    "wc-1958-final",
    "The most goals in a final",
    "Brazil's 5-2 win over Sweden in 1958 remains the highest-scoring World Cup final, with seven goals.",
  ],
];

const records: Entry[] = [
  [
    "rec-arsenal-invincibles",
    "Arsenal's Invincibles",
    "Arsenal went through the 2003-04 Premier League season unbeaten, winning 26 and drawing 12 of their 38 matches.",
  ],
  [
    "rec-arsenal-49",
    "49 matches unbeaten",
    "Arsenal's unbeaten run in the English top flight reached 49 matches between May 2003 and October 2004, when it was ended by Manchester United.",
  ],
  [
    "rec-city-100",
    "100 points in a season",
    "Manchester City won the 2017-18 Premier League with 100 points, the first team to reach that total in a Premier League season.",
  ],
  [
    "rec-chelsea-15",
    "Fifteen goals conceded",
    "Chelsea conceded just 15 goals in 38 matches on the way to the 2004-05 Premier League title, a league record.",
  ],
  [
    "rec-shearer-260",
    "Alan Shearer's 260",
    "Alan Shearer scored 260 Premier League goals for Blackburn Rovers and Newcastle United, the competition's all-time record.",
  ],
  [
    "rec-haaland-36",
    "Haaland's 36",
    "Erling Haaland scored 36 Premier League goals in 2022-23, his first season in England, a record for a single season.",
  ],
  [
    "rec-mane-hat-trick",
    "The fastest Premier League hat-trick",
    "Sadio Mané scored a hat-trick in 2 minutes 56 seconds for Southampton against Aston Villa in May 2015.",
  ],
  [
    "rec-long-fastest-goal",
    "A goal in 7.69 seconds",
    "Shane Long scored after 7.69 seconds for Southampton at Watford in April 2019, the fastest goal in Premier League history.",
  ],
  [
    "rec-dixie-dean-60",
    "Dixie Dean's 60",
    "Everton's Dixie Dean scored 60 league goals in the 1927-28 season, still the record for England's top flight.",
  ],
  [
    "rec-lewandowski-41",
    "Lewandowski passes Gerd Müller",
    "Robert Lewandowski scored 41 Bundesliga goals in 2020-21, beating the record of 40 that Gerd Müller had set in 1971-72.",
  ],
  [
    "rec-lewandowski-five",
    "Five goals in nine minutes",
    "Coming off the bench for Bayern Munich against Wolfsburg in September 2015, Robert Lewandowski scored five goals in about nine minutes.",
  ],
  ["rec-messi-91", "91 goals in a year", "Lionel Messi scored 91 goals for Barcelona and Argentina in the calendar year 2012."],
  [
    "rec-messi-50-liga",
    "50 league goals in a season",
    "Lionel Messi scored 50 La Liga goals in 2011-12, the record for a season in Spain's top division.",
  ],
  [
    "rec-ronaldo-ucl",
    "The Champions League's top scorer",
    "Cristiano Ronaldo is the all-time top scorer in the Champions League, and he won the trophy five times.",
  ],
  [
    "rec-ronaldo-daei",
    "Past Ali Daei's record",
    "In September 2021 Cristiano Ronaldo passed Ali Daei's 109 goals to become the top scorer in men's international football.",
  ],
  ["rec-ronaldo-200-caps", "200 caps", "In June 2023 Cristiano Ronaldo became the first man to play 200 international matches."],
  [
    "rec-australia-31-0",
    "Australia 31-0 American Samoa",
    "Australia beat American Samoa 31-0 in a World Cup qualifier in April 2001, the biggest win in international football. Archie Thompson scored 13 of the goals.",
  ],
  [
    "rec-arbroath-36-0",
    "Arbroath 36-0 Bon Accord",
    "Arbroath beat Bon Accord 36-0 in the Scottish Cup in 1885, a record score in British senior football.",
  ],
  [
    "rec-adema-149-0",
    "149-0, all own goals",
    "In 2002 AS Adema beat SO l'Emyrne 149-0 in Madagascar after the losing side deliberately scored own goals in protest at a refereeing decision.",
  ],
  [
    "rec-hampden-1937",
    "Hampden's huge crowd",
    "Scotland against England at Hampden Park in 1937 drew a crowd of almost 150,000, a European record for a football match.",
  ],
  [
    "rec-italy-37",
    "Italy's 37 unbeaten",
    "Italy went 37 international matches without defeat between 2018 and 2021, a record for a men's national team at the time, until Spain beat them.",
  ],
  ["rec-bayern-11", "Bayern's 11 in a row", "Bayern Munich won 11 consecutive Bundesliga titles, from 2012-13 to 2022-23."],
  [
    "rec-leverkusen-unbeaten",
    "Leverkusen's unbeaten season",
    "Bayer Leverkusen won the 2023-24 Bundesliga without losing a match, the first unbeaten season in the league's history and the club's first German title.",
  ],
  ["rec-juventus-9", "Nine titles in a row", "Juventus won nine consecutive Serie A titles, from 2011-12 to 2019-20."],
  [
    "rec-milan-58",
    "Milan's 58-match run",
    "AC Milan went 58 Serie A matches unbeaten between 1991 and 1993, including the whole of the 1991-92 season.",
  ],
  [
    "rec-city-four",
    "Four English titles in a row",
    "Manchester City won four consecutive Premier League titles from 2020-21 to 2023-24, the first team to do so in English top-flight history.",
  ],
  ["rec-giggs-13", "Giggs's 13 titles", "Ryan Giggs won 13 Premier League titles with Manchester United, more than any other player."],
  [
    "rec-giggs-21-seasons",
    "Scoring in 21 straight seasons",
    "Ryan Giggs scored in each of the first 21 Premier League seasons, from 1992-93 to 2012-13.",
  ],
  ["rec-shilton-125", "Shilton's 125 caps", "Goalkeeper Peter Shilton won 125 caps for England between 1970 and 1990, the national record."],
  ["rec-kane-england", "England's record scorer", "Harry Kane became England's all-time top scorer in March 2023, passing Wayne Rooney's 53 goals."],
  ["rec-rooney-united", "Rooney's United record", "Wayne Rooney scored 253 goals for Manchester United, the club's all-time record."],
  ["rec-henry-arsenal", "Henry's Arsenal record", "Thierry Henry is Arsenal's record goalscorer, with 228 goals across his two spells at the club."],
  [
    "rec-muller-68",
    "Gerd Müller's 68 in 62",
    "Gerd Müller scored 68 goals in 62 matches for West Germany, including the winner in the 1974 World Cup final.",
  ],
  ["rec-puskas-84", "Puskás for Hungary", "Ferenc Puskás scored 84 goals in 85 matches for Hungary."],
  [
    "rec-rogerio-ceni",
    "A goalkeeper with 100+ goals",
    "Brazilian goalkeeper Rogério Ceni scored more than 100 goals for São Paulo, mostly from free kicks and penalties.",
  ],
  [
    "rec-neymar-222",
    "The €222 million transfer",
    "Paris Saint-Germain paid Barcelona €222 million for Neymar in 2017, the highest transfer fee ever paid.",
  ],
  [
    "rec-francis-million",
    "The first £1 million player",
    "Trevor Francis became Britain's first £1 million footballer when he joined Nottingham Forest from Birmingham City in 1979.",
  ],
  [
    "rec-maradona-transfers",
    "Two world-record moves",
    "Diego Maradona broke the world transfer record twice, joining Barcelona in 1982 and Napoli in 1984.",
  ],
  ["rec-lineker-never-booked", "Never booked", "Gary Lineker was never shown a yellow or red card in his professional career."],
  ["rec-matthews-50", "Playing at 50", "Stanley Matthews played his last First Division match for Stoke City in 1965, after his 50th birthday."],
  [
    "rec-matthews-knighted",
    "Knighted while still playing",
    "Stanley Matthews was the first footballer to be knighted, in 1965, while he was still a player.",
  ],
  [
    "rec-pele-1000",
    "Pelé's 1,000th goal",
    "Pelé scored what was counted as his 1,000th goal with a penalty for Santos against Vasco da Gama at the Maracanã on 19 November 1969.",
  ],
  [
    "rec-spain-four-euros",
    "Spain's four European titles",
    "Spain won the European Championship for a record fourth time in 2024, after earlier wins in 1964, 2008 and 2012.",
  ],
  [
    "rec-spain-three-in-row",
    "Three major titles in a row",
    "Spain won Euro 2008, the 2010 World Cup and Euro 2012, the first men's team to win three major tournaments in a row.",
  ],
  [
    "rec-ronaldo-euros",
    "Ronaldo at the Euros",
    "Cristiano Ronaldo is the European Championship's all-time top scorer with 14 goals and the first player to appear at six tournaments.",
  ],
  [
    "rec-euro-2012-final",
    "Spain 4-0 Italy",
    "Spain's 4-0 win over Italy in the Euro 2012 final is the biggest winning margin in a European Championship final.",
  ],
  [
    "rec-denmark-92",
    "Denmark's late call-up",
    "Denmark won Euro 92 in Sweden after being called in as late replacements for Yugoslavia, beating Germany 2-0 in the final.",
  ],
  [
    "rec-greece-2004",
    "Greece shock Europe",
    "Outsiders Greece won Euro 2004 by beating hosts Portugal 1-0 in the final, having also beaten them in the tournament's opening match.",
  ],
  [
    "rec-panenka",
    "The Panenka penalty",
    "Antonín Panenka won the Euro 1976 final shoot-out for Czechoslovakia against West Germany with a chipped penalty. A chipped penalty is still called a Panenka.",
  ],
  [
    "rec-argentina-copa",
    "Argentina's Copa América record",
    "Argentina won their 16th Copa América in 2024, one more than Uruguay, making them the most successful team in the competition.",
  ],
  ["rec-egypt-afcon", "Egypt's three in a row", "Egypt won the Africa Cup of Nations three times in a row, in 2006, 2008 and 2010."],
  ["rec-japan-asian-cup", "Japan's Asian Cups", "Japan won the AFC Asian Cup four times between 1992 and 2011, more than any other nation."],
  [
    "rec-independiente",
    "Kings of the Libertadores",
    "Argentina's Independiente have won the Copa Libertadores seven times, more than any other club.",
  ],
  [
    "rec-real-15",
    "Real Madrid's 15 European Cups",
    "Real Madrid have won the European Cup and Champions League more often than any other club, reaching 15 titles in 2024.",
  ],
  ["rec-real-first-five", "Five European Cups in a row", "Real Madrid won the first five European Cups, from 1956 to 1960."],
  [
    "rec-1960-final",
    "Real Madrid 7-3 Eintracht",
    "Real Madrid beat Eintracht Frankfurt 7-3 in the 1960 European Cup final at Hampden Park. Ferenc Puskás scored four and Alfredo Di Stéfano three.",
  ],
  [
    "rec-gento-six",
    "Six European Cups",
    "Francisco Gento won six European Cups with Real Madrid, a record matched in 2024 by Dani Carvajal, Luka Modrić, Toni Kroos and Nacho.",
  ],
  [
    "rec-ancelotti-five",
    "Ancelotti's five European Cups",
    "Carlo Ancelotti has won the European Cup five times as a coach: with AC Milan in 2003 and 2007 and Real Madrid in 2014, 2022 and 2024.",
  ],
  [
    "rec-ancelotti-leagues",
    "Champion in five countries",
    "Carlo Ancelotti was the first manager to win the league title in all five of Europe's major leagues: Italy, England, France, Germany and Spain.",
  ],
  [
    "rec-ferguson-13",
    "Ferguson's 13 league titles",
    "Sir Alex Ferguson won 13 Premier League titles in more than 26 years as Manchester United manager, from 1986 to 2013.",
  ],
  [
    "rec-wenger-22",
    "Wenger's 22 years",
    "Arsène Wenger managed Arsenal for 22 years, from 1996 to 2018, winning three league titles and seven FA Cups.",
  ],
  ["rec-paisley-three", "Bob Paisley's three", "Bob Paisley won the European Cup three times as Liverpool manager, in 1977, 1978 and 1981."],
  ["rec-arsenal-fa-cups", "Arsenal's 14 FA Cups", "Arsenal have won the FA Cup 14 times, more than any other club."],
  [
    "rec-drogba-fa-cup",
    "Drogba's Cup finals",
    "Didier Drogba scored in four FA Cup finals for Chelsea, in 2007, 2009, 2010 and 2012, and won all four.",
  ],
];

const players: Entry[] = [
  ["pl-messi-eight", "Eight Ballons d'Or", "Lionel Messi has won the Ballon d'Or eight times, more than any other player."],
  [
    "pl-yashin",
    "The only goalkeeper Ballon d'Or",
    "Soviet goalkeeper Lev Yashin won the Ballon d'Or in 1963 and is the only goalkeeper to have won it.",
  ],
  [
    "pl-weah",
    "Africa's Ballon d'Or winner",
    "George Weah won the Ballon d'Or in 1995, the only African player to have done so. He later became President of Liberia.",
  ],
  ["pl-platini-three", "Platini's hat-trick of awards", "Michel Platini won the Ballon d'Or three years running, from 1983 to 1985."],
  ["pl-cruyff-three", "Cruyff's three Ballons d'Or", "Johan Cruyff won the Ballon d'Or in 1971, 1973 and 1974."],
  [
    "pl-modric-2018",
    "Modrić breaks the duopoly",
    "Luka Modrić won the 2018 Ballon d'Or, the first winner other than Lionel Messi or Cristiano Ronaldo since Kaká in 2007.",
  ],
  ["pl-ballon-2020", "The year without a Ballon d'Or", "The 2020 Ballon d'Or was not awarded because of the COVID-19 pandemic."],
  ["pl-eto-toure", "Four African titles each", "Samuel Eto'o and Yaya Touré each won the CAF African Player of the Year award four times."],
  ["pl-denis-law", "Scotland's Ballon d'Or", "Denis Law, in 1964, is the only Scottish player to have won the Ballon d'Or."],
  ["pl-best-1968", "George Best's 1968", "George Best won the European Cup with Manchester United and the Ballon d'Or in 1968."],
  [
    "pl-charlton-1966",
    "Bobby Charlton's 1966",
    "Bobby Charlton, a survivor of the Munich air disaster, won the World Cup with England and the Ballon d'Or in 1966.",
  ],
  ["pl-rodri-2024", "Rodri's Ballon d'Or", "Manchester City midfielder Rodri won the Ballon d'Or in 2024."],
  ["pl-pele-name", "Edson Arantes do Nascimento", "Pelé's full name was Edson Arantes do Nascimento."],
  ["pl-socrates", "Doctor Sócrates", "Brazil's 1982 World Cup captain Sócrates was a qualified medical doctor."],
  [
    "pl-di-stefano",
    "Di Stéfano's two countries",
    "Alfredo Di Stéfano played international football for both Argentina and Spain but never played at a World Cup.",
  ],
  [
    "pl-eusebio",
    "The Black Panther",
    "Eusébio, born in Mozambique and nicknamed the Black Panther, won the European Cup with Benfica in 1962 and the Ballon d'Or in 1965.",
  ],
  [
    "pl-ronaldo-1997",
    "Ronaldo's first Ballon d'Or",
    "Brazilian striker Ronaldo won the Ballon d'Or in 1997 at 21, then the youngest winner, and won it again in 2002.",
  ],
  ["pl-messi-13", "Messi's move to Barcelona", "Lionel Messi moved from Argentina to join Barcelona's academy at the age of 13."],
  [
    "pl-beckham-halfway",
    "Beckham from halfway",
    "David Beckham scored from inside his own half against Wimbledon on the opening day of the 1996-97 Premier League season.",
  ],
  ["pl-maldini", "Maldini's one club", "Paolo Maldini spent his whole 25-season career at AC Milan and won the European Cup five times."],
  [
    "pl-baggio-1994",
    "Baggio's miss",
    "Roberto Baggio, who had carried Italy to the 1994 final, missed the decisive penalty in the shoot-out against Brazil.",
  ],
  ["pl-cruyff-14", "Cruyff's number 14", "Johan Cruyff made the number 14 shirt famous, wearing it for Ajax and the Netherlands."],
  [
    "pl-messi-copa-2021",
    "Messi's first senior title",
    "Lionel Messi won his first major trophy with Argentina's senior team at the 2021 Copa América, beating Brazil 1-0 in the final at the Maracanã.",
  ],
  [
    "pl-portugal-2016",
    "Portugal's Euro 2016",
    "Portugal won their first major trophy at Euro 2016, beating hosts France 1-0 after extra time with a goal from Éder.",
  ],
  ["pl-bobby-moore", "Bobby Moore, 1966 captain", "Bobby Moore captained England to the 1966 World Cup and won 108 caps."],
  [
    "pl-yashin-trophy",
    "The Yashin Trophy",
    "Since 2019 the Ballon d'Or ceremony has included the Yashin Trophy for the best goalkeeper, named after Lev Yashin.",
  ],
  ["pl-zidane-transfer", "Zidane's record move", "Zinedine Zidane joined Real Madrid from Juventus in 2001 for what was then a world-record fee."],
  ["pl-messi-miami", "Messi in Miami", "Lionel Messi joined Inter Miami in 2023 and won the Leagues Cup with them within weeks of arriving."],
  [
    "pl-pele-santos",
    "Pelé's clubs",
    "Pelé spent almost all of his club career at Santos before finishing it with the New York Cosmos in the North American Soccer League.",
  ],
];

const clubs: Entry[] = [
  [
    "club-celtic-1967",
    "The Lisbon Lions",
    "Celtic became the first British club to win the European Cup, beating Inter Milan 2-1 in Lisbon in 1967. The whole team was born within about 30 miles of Celtic Park.",
  ],
  [
    "club-united-1968",
    "Manchester United's first European Cup",
    "Ten years after the Munich air disaster, Manchester United beat Benfica 4-1 at Wembley in 1968 to become the first English club to win the European Cup.",
  ],
  [
    "club-istanbul-2005",
    "The Miracle of Istanbul",
    "In the 2005 Champions League final Liverpool were 3-0 down to AC Milan at half-time, drew 3-3 and won on penalties.",
  ],
  [
    "club-forest",
    "Forest's European double",
    "Nottingham Forest won the European Cup in 1979 and 1980 under Brian Clough, more European Cups than the one English league title they have won.",
  ],
  ["club-villa-1982", "Aston Villa's 1982", "Aston Villa beat Bayern Munich 1-0 in Rotterdam to win the 1982 European Cup."],
  [
    "club-ajax-three",
    "Ajax's three in a row",
    "Ajax won three consecutive European Cups from 1971 to 1973, with Johan Cruyff at the heart of their 'Total Football'.",
  ],
  ["club-bayern-three", "Bayern's hat-trick", "Bayern Munich won three European Cups in a row, from 1974 to 1976."],
  [
    "club-steaua-1986",
    "Duckadam's four saves",
    "Steaua Bucharest won the 1986 European Cup on penalties against Barcelona after goalkeeper Helmuth Duckadam saved all four Barcelona kicks.",
  ],
  ["club-red-star-1991", "Red Star's 1991 triumph", "Red Star Belgrade won the 1991 European Cup, beating Marseille on penalties in Bari."],
  [
    "club-benfica-1961",
    "Benfica's two European Cups",
    "Benfica won the European Cup in 1961 and 1962, beating Barcelona and then Real Madrid in the finals.",
  ],
  [
    "club-real-three-cl",
    "Three Champions Leagues in a row",
    "Real Madrid won three consecutive Champions League titles from 2016 to 2018 under Zinedine Zidane.",
  ],
  [
    "club-united-1999",
    "Manchester United's 1999 treble",
    "Manchester United won the treble in 1999, scoring twice in stoppage time to beat Bayern Munich 2-1 in the Champions League final in Barcelona.",
  ],
  [
    "club-city-treble",
    "Manchester City's treble",
    "Manchester City won the Premier League, the FA Cup and the Champions League in 2022-23, their first European Cup.",
  ],
  [
    "club-barca-2009",
    "Barcelona's six trophies",
    "Under Pep Guardiola, Barcelona won six trophies in the calendar year 2009, including La Liga, the Copa del Rey and the Champions League.",
  ],
  [
    "club-inter-2010",
    "Inter's treble",
    "Inter Milan, coached by José Mourinho, won Serie A, the Coppa Italia and the Champions League in 2010, the first treble by an Italian club.",
  ],
  ["club-porto-2004", "Porto's Champions League", "José Mourinho's Porto won the 2004 Champions League, beating Monaco 3-0 in the final."],
  [
    "club-chelsea-2012",
    "Chelsea's night in Munich",
    "Chelsea won the 2012 Champions League by beating Bayern Munich on penalties in Bayern's own stadium, after a late equaliser from Didier Drogba.",
  ],
  [
    "club-leicester",
    "Leicester's 5000-1 title",
    "Leicester City won the 2015-16 Premier League, a season in which some bookmakers had offered odds of 5000-1 against them.",
  ],
  ["club-everton-top-flight", "Everton's top-flight seasons", "Everton have spent more seasons in England's top division than any other club."],
  [
    "club-spurs-double",
    "Tottenham's 1961 double",
    "Tottenham Hotspur won the league and the FA Cup in 1960-61, the first double of the 20th century.",
  ],
  ["club-arsenal-emirates", "From Highbury to the Emirates", "Arsenal left Highbury, their home since 1913, for the Emirates Stadium in 2006."],
  ["club-athletic-policy", "Athletic Club's Basque policy", "Athletic Club of Bilbao field only players born or trained in the Basque Country."],
  [
    "club-la-liga-ever-present",
    "Never relegated in Spain",
    "Real Madrid, Barcelona and Athletic Club are the only clubs to have played in every La Liga season since the league began in 1929.",
  ],
  ["club-barca-motto", "Més que un club", "FC Barcelona's motto is 'Més que un club', Catalan for 'More than a club'."],
  [
    "club-camp-nou",
    "Europe's biggest stadium",
    "Barcelona's Camp Nou, opened in 1957, has long been the largest football stadium in Europe by capacity.",
  ],
  [
    "club-napoli-maradona",
    "Maradona's Napoli",
    "With Diego Maradona, Napoli won their first Serie A title in 1987. In 2020 their stadium was renamed in his honour.",
  ],
  [
    "club-libertadores-madrid",
    "A Buenos Aires final in Madrid",
    "The second leg of the 2018 Copa Libertadores final between Boca Juniors and River Plate was moved to Madrid after Boca's team bus was attacked. River won.",
  ],
  ["club-wembley-2007", "The new Wembley", "The rebuilt Wembley Stadium opened in 2007 with 90,000 seats and an arch 133 metres high."],
  [
    "club-maracana",
    "The Maracanã",
    "Rio de Janeiro's Maracanã was built for the 1950 World Cup and hosted the deciding matches of both the 1950 and 2014 tournaments.",
  ],
  ["club-azteca", "Estadio Azteca's two finals", "Mexico City's Estadio Azteca hosted the World Cup final in both 1970 and 1986."],
  ["club-milan-seven", "AC Milan's seven", "AC Milan have won the European Cup seven times, second only to Real Madrid."],
  ["club-liverpool-bayern-six", "Six each for Liverpool and Bayern", "Liverpool and Bayern Munich have each won the European Cup six times."],
  [
    "club-old-firm",
    "The Old Firm",
    "Celtic and Rangers, the Glasgow clubs known together as the Old Firm, have won the Scottish title far more often than all other clubs combined.",
  ],
  ["club-bombonera", "La Bombonera", "Boca Juniors' stadium is nicknamed La Bombonera, 'the chocolate box', because of its shape."],
  ["club-al-ahly", "Africa's most decorated club", "Egypt's Al Ahly have won the CAF Champions League more times than any other club."],
];

const laws: Entry[] = [
  ["law-seventeen", "Seventeen Laws", "The Laws of the Game are divided into 17 laws, from the field of play in Law 1 to the corner kick in Law 17."],
  [
    "law-goal-size",
    "The size of the goal",
    "A goal is 7.32 metres (8 yards) wide and 2.44 metres (8 feet) high, measured between the inside edges of the posts and crossbar.",
  ],
  ["law-ball", "The match ball", "An adult match ball must have a circumference of 68-70 cm and weigh 410-450 g at the start of the match."],
  ["law-pitch", "Pitch dimensions", "For international matches the field must be 100-110 metres long and 64-75 metres wide."],
  [
    "law-penalty-mark",
    "Eleven metres",
    "The penalty mark is 11 metres (12 yards) from the goal line, and the penalty area extends 16.5 metres (18 yards) into the field.",
  ],
  [
    "law-9-15",
    "The 9.15-metre distance",
    "At free kicks and kick-offs, opponents must be at least 9.15 metres (10 yards) from the ball; the centre circle has the same radius.",
  ],
  ["law-seven-players", "Seven players minimum", "A match may not start or continue if either team has fewer than seven players."],
  [
    "law-throw-in-goal",
    "No goals from throw-ins",
    "A goal cannot be scored directly from a throw-in. A throw straight into the opponents' goal gives a goal kick, and one into the thrower's own goal a corner kick.",
  ],
  [
    "law-kick-off-goal",
    "Scoring from the kick-off",
    "A goal may be scored directly from a kick-off against the opponents. Since 2016 the ball may be kicked in any direction at a kick-off.",
  ],
  [
    "law-olympic-goal",
    "The Olympic goal",
    "A goal scored directly from a corner is called an Olympic goal, after Argentina's Cesáreo Onzari scored one against Olympic champions Uruguay in 1924.",
  ],
  [
    "law-offside-1925",
    "The 1925 offside change",
    "In 1925 the offside law was changed to require two defending players, rather than three, between an attacker and the goal line. Goal totals rose sharply.",
  ],
  ["law-offside-level", "Level is onside", "Since 1990 an attacker level with the second-last opponent has been onside."],
  [
    "law-offside-exceptions",
    "When offside does not apply",
    "A player cannot be offside in their own half, or when receiving the ball directly from a goal kick, throw-in or corner kick.",
  ],
  [
    "law-back-pass-1992",
    "The back-pass rule",
    "Since 1992 goalkeepers may not handle the ball when a team-mate deliberately kicks it to them, a change made after the defensive 1990 World Cup.",
  ],
  [
    "law-golden-goal",
    "The golden goal",
    "The golden goal decided the finals of Euro 96 and Euro 2000, scored by Oliver Bierhoff for Germany and David Trezeguet for France.",
  ],
  [
    "law-goal-kick-2019",
    "Goal kicks since 2019",
    "Since 2019 the ball is in play as soon as a goal kick is kicked and clearly moves; it no longer has to leave the penalty area.",
  ],
  [
    "law-five-subs",
    "Five substitutes",
    "Up to five substitutions per team were allowed during the COVID-19 pandemic in 2020, and the option was made a permanent part of the Laws in 2022.",
  ],
  [
    "law-keeper-line",
    "Goalkeepers on the line",
    "At a penalty kick, the goalkeeper must have at least part of one foot touching, or in line with, the goal line when the kick is taken.",
  ],
  [
    "law-whole-ball",
    "The whole ball over the line",
    "A goal is scored only when the whole of the ball has crossed the whole of the goal line between the posts and under the crossbar.",
  ],
  ["law-halves", "Two halves of 45 minutes", "A match lasts two halves of 45 minutes, and extra time, when played, is two periods of 15 minutes."],
  [
    "law-indirect-signal",
    "The raised arm",
    "A referee signals an indirect free kick by raising an arm above the head until the kick has touched another player or gone out of play.",
  ],
  [
    "law-keeper-handling",
    "Hands only in the area",
    "A goalkeeper may handle the ball only inside their own penalty area; outside it they are treated like any other player.",
  ],
  [
    "law-coin-toss",
    "The coin toss",
    "The team that wins the coin toss chooses either which goal to attack in the first half or to take the kick-off.",
  ],
  [
    "law-three-points-1981",
    "Three points for a win",
    "The Football League in England introduced three points for a win in 1981 to encourage attacking play.",
  ],
  [
    "law-var-2018",
    "VAR written into the Laws",
    "The International Football Association Board wrote video assistant referees into the Laws of the Game in March 2018.",
  ],
  [
    "law-goal-line-2012",
    "Goal-line technology approved",
    "Goal-line technology was approved for use in football in 2012, two years after Frank Lampard's disallowed goal against Germany.",
  ],
  [
    "law-referee-1891",
    "Referees take the field",
    "Until 1891 matches were controlled by two umpires, with a referee on the touchline to settle disputes. That year the referee moved onto the pitch and the umpires became linesmen.",
  ],
  [
    "law-corner-arc",
    "The corner arc",
    "Each corner of the field has a quarter-circle arc with a radius of 1 metre, and the ball must be placed inside it for a corner kick.",
  ],
  [
    "law-throw-in",
    "How to take a throw-in",
    "A throw-in must be taken with both hands, from behind and over the head, with part of each foot on the touchline or on the ground outside the field.",
  ],
  [
    "law-shootout-name",
    "Kicks from the penalty mark",
    "The Laws call a penalty shoot-out 'kicks from the penalty mark', and goals scored in it do not count towards the match result.",
  ],
  [
    "law-dropped-ball-2019",
    "Dropped balls since 2019",
    "Since 2019 a dropped ball goes to a single player instead of being contested: the goalkeeper if play stopped in the penalty area, otherwise a player of the team that last touched the ball.",
  ],
  ["law-two-yellows", "Two yellows make a red", "A player who receives a second caution in the same match is sent off."],
  [
    "law-advantage",
    "Playing the advantage",
    "A referee may let play continue after a foul when stopping it would penalise the team that was fouled; this is called playing the advantage.",
  ],
  [
    "law-wall-2019",
    "Keep a metre from the wall",
    "Since 2019, when the defending team forms a wall of three or more players, attackers must stay at least 1 metre away from it.",
  ],
];

const women: Entry[] = [
  [
    "w-dick-kerr-1920",
    "53,000 for a women's match",
    "On Boxing Day 1920 a crowd of about 53,000 watched Dick, Kerr Ladies play St Helens Ladies at Goodison Park in Liverpool.",
  ],
  [
    "w-fa-ban-1921",
    "The FA's ban on women's football",
    "In December 1921 the FA banned women's teams from playing on its members' grounds. The ban lasted until 1971.",
  ],
  [
    "w-wfa-1969",
    "The Women's Football Association",
    "The Women's Football Association was formed in England in 1969, two years before the FA lifted its ban on women's football.",
  ],
  [
    "w-england-1972",
    "England's first women's international",
    "England's first official women's international was played against Scotland in Greenock in 1972, and England won 3-2.",
  ],
  [
    "w-lily-parr",
    "Lily Parr",
    "Dick, Kerr Ladies winger Lily Parr was the first woman inducted into the National Football Museum Hall of Fame, in 2002.",
  ],
  [
    "w-wwc-1991",
    "The first Women's World Cup",
    "The first FIFA Women's World Cup was held in China in 1991. The United States won it, beating Norway 2-1 in the final.",
  ],
  [
    "w-akers-1991",
    "Michelle Akers' ten goals",
    "Michelle Akers of the United States scored 10 goals at the 1991 Women's World Cup, including both in the final.",
  ],
  ["w-usa-four", "Four titles for the USA", "The United States have won the Women's World Cup four times: 1991, 1999, 2015 and 2019."],
  [
    "w-rose-bowl-1999",
    "90,185 at the Rose Bowl",
    "The 1999 Women's World Cup final at the Rose Bowl drew 90,185 spectators. The United States beat China on penalties, Brandi Chastain scoring the winning kick.",
  ],
  ["w-norway-1995", "Norway, champions in 1995", "Norway won the 1995 Women's World Cup in Sweden, beating Germany 2-0 in the final."],
  [
    "w-germany-2003",
    "A golden goal final",
    "Germany won the 2003 Women's World Cup when Nia Künzer scored a golden goal against Sweden in the final.",
  ],
  ["w-germany-2007", "No goals conceded", "Germany retained the Women's World Cup in 2007 without conceding a single goal in the tournament."],
  [
    "w-japan-2011",
    "Japan's 2011 title",
    "Japan won the 2011 Women's World Cup, beating the United States on penalties, and became the first Asian team to win a senior World Cup.",
  ],
  [
    "w-lloyd-2015",
    "Carli Lloyd's 16-minute hat-trick",
    "Carli Lloyd scored a hat-trick within the first 16 minutes of the 2015 Women's World Cup final against Japan, one of them from the halfway line.",
  ],
  [
    "w-spain-2023",
    "Spain's first women's title",
    "Spain won the 2023 Women's World Cup, beating England 1-0 in the final in Sydney with a goal from Olga Carmona.",
  ],
  [
    "w-both-titles",
    "Men's and women's world champions",
    "Spain's 2023 win made them the second country, after Germany, to have won both the men's and the women's World Cup.",
  ],
  [
    "w-wwc-2023-hosts",
    "Southern hemisphere hosts",
    "Australia and New Zealand co-hosted the 2023 Women's World Cup, the first with 32 teams and the first held in the southern hemisphere.",
  ],
  [
    "w-marta-17",
    "Marta's 17 World Cup goals",
    "Brazil's Marta has scored 17 goals at Women's World Cups, more than any player at any World Cup, men's or women's.",
  ],
  ["w-marta-five", "Scoring at five World Cups", "Marta was the first player, man or woman, to score at five World Cups, from 2003 to 2019."],
  ["w-marta-awards", "Six World Player awards", "Marta was named FIFA World Player of the Year six times, five of them in a row from 2006 to 2010."],
  ["w-prinz", "Birgit Prinz's three awards", "Germany's Birgit Prinz was FIFA World Player of the Year three years running, from 2003 to 2005."],
  [
    "w-sinclair-190",
    "Christine Sinclair's 190",
    "Canada's Christine Sinclair scored 190 international goals, the most by any footballer, man or woman.",
  ],
  [
    "w-wambach-184",
    "Abby Wambach's 184",
    "Abby Wambach scored 184 goals for the United States, a world record until Christine Sinclair passed it in 2020.",
  ],
  ["w-hamm-158", "Mia Hamm's 158", "Mia Hamm retired in 2004 with 158 international goals, at the time the world record."],
  [
    "w-lilly-354",
    "Kristine Lilly's 354 caps",
    "Kristine Lilly played 354 matches for the United States, the most international appearances by any footballer.",
  ],
  [
    "w-euro-2022",
    "England's Euro 2022",
    "England won Euro 2022, beating Germany 2-1 after extra time at Wembley in front of 87,192, a record crowd for any European Championship match.",
  ],
  [
    "w-germany-euros",
    "Germany's eight European titles",
    "Germany have won the Women's European Championship eight times, including six in a row from 1995 to 2013.",
  ],
  ["w-netherlands-2017", "The Netherlands at home", "The Netherlands won Women's Euro 2017 on home soil, beating Denmark 4-2 in the final."],
  [
    "w-olympics-1996",
    "Women at the Olympics",
    "Women's football joined the Olympic Games in Atlanta in 1996, where the United States won the gold medal.",
  ],
  [
    "w-usa-olympic-golds",
    "Five Olympic golds for the USA",
    "The United States have won the Olympic women's football tournament five times, most recently in Paris in 2024.",
  ],
  [
    "w-canada-tokyo",
    "Canada's Olympic gold",
    "Canada won the women's football gold medal at the Tokyo Olympics, held in 2021, beating Sweden on penalties in the final.",
  ],
  [
    "w-camp-nou-record",
    "91,648 at the Camp Nou",
    "Barcelona's Champions League semi-final against Wolfsburg in April 2022 drew 91,648 people, a world record crowd for a women's match.",
  ],
  [
    "w-lyon-eight",
    "Lyon's eight European titles",
    "Olympique Lyonnais have won the Women's Champions League eight times, including five in a row from 2016 to 2020.",
  ],
  ["w-wsl-2011", "The Women's Super League", "England's FA Women's Super League kicked off in 2011."],
  [
    "w-frappart-2022",
    "Frappart makes history",
    "Stéphanie Frappart became the first woman to referee a men's World Cup match, Costa Rica against Germany in 2022.",
  ],
  [
    "w-frappart-super-cup",
    "A woman referees a UEFA final",
    "Stéphanie Frappart refereed the 2019 UEFA Super Cup between Liverpool and Chelsea, the first woman to take charge of a major men's European final.",
  ],
  ["w-hegerberg", "The first women's Ballon d'Or", "Norway's Ada Hegerberg won the first women's Ballon d'Or, in 2018."],
  ["w-putellas", "Putellas wins it twice", "Alexia Putellas won the women's Ballon d'Or in 2021 and 2022, the first player to win it twice."],
  [
    "w-bonmati",
    "Aitana Bonmatí's Ballons d'Or",
    "Aitana Bonmatí won the women's Ballon d'Or in 2023 and 2024, years in which she won the Champions League with Barcelona.",
  ],
];

const topic = (name: FactTopic, entries: Entry[]): BankFact[] => entries.map(([id, title, description]) => ({ id, topic: name, title, description }));

export const FACTS_BANK: readonly BankFact[] = Object.freeze([
  ...topic("history", history),
  ...topic("world-cup", worldCup),
  ...topic("records", records),
  ...topic("players", players),
  ...topic("clubs", clubs),
  ...topic("laws", laws),
  ...topic("women", women),
]);
