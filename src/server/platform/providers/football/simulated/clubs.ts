// The simulated world: the real clubs of the five top leagues in 2024/25 with hand-set strengths.
// attack multiplies the goals a club scores, defence the goals it concedes (1.0 = league average);
// each squad lists likely scorers first, because the engine weights scorers by position in the list.

export interface Club {
  name: string;
  leagueId: number;
  attack: number;
  defence: number;
  squad: readonly string[];
}

export interface League {
  /** API-Football's league id. */
  id: number;
  name: string;
  /** Scales every match's expected goals: the Bundesliga scores more than Serie A. */
  goalRate: number;
  clubs: readonly Club[];
}

type ClubRow = readonly [name: string, attack: number, defence: number, squad: readonly string[]];

// Ratings are rescaled to a league mean of exactly 1.0 so that hand-set numbers only say who is
// stronger, and goalRate alone decides how many goals a league scores.
function league(id: number, name: string, goalRate: number, rows: readonly ClubRow[]): League {
  const meanAttack = rows.reduce((sum, row) => sum + row[1], 0) / rows.length;
  const meanDefence = rows.reduce((sum, row) => sum + row[2], 0) / rows.length;
  const clubs = rows.map(([clubName, attack, defence, squad]) => ({
    name: clubName,
    leagueId: id,
    attack: attack / meanAttack,
    defence: defence / meanDefence,
    squad,
  }));
  return { id, name, goalRate, clubs };
}

export const LEAGUES: readonly League[] = [
  league(39, "Premier League", 1.08, [
    ["Liverpool", 1.75, 0.65, ["Mohamed Salah", "Luis Díaz", "Cody Gakpo", "Diogo Jota", "Darwin Núñez", "Dominik Szoboszlai"]],
    ["Arsenal", 1.6, 0.6, ["Bukayo Saka", "Kai Havertz", "Gabriel Martinelli", "Leandro Trossard", "Martin Ødegaard", "Declan Rice"]],
    ["Manchester City", 1.7, 0.8, ["Erling Haaland", "Phil Foden", "Omar Marmoush", "Kevin De Bruyne", "Jérémy Doku", "Bernardo Silva"]],
    ["Chelsea", 1.5, 0.85, ["Cole Palmer", "Nicolas Jackson", "Noni Madueke", "Christopher Nkunku", "Pedro Neto", "Enzo Fernández"]],
    ["Newcastle United", 1.45, 0.85, ["Alexander Isak", "Anthony Gordon", "Jacob Murphy", "Harvey Barnes", "Bruno Guimarães", "Sandro Tonali"]],
    ["Aston Villa", 1.3, 0.95, ["Ollie Watkins", "Morgan Rogers", "Marco Asensio", "Leon Bailey", "John McGinn", "Youri Tielemans"]],
    [
      "Nottingham Forest",
      1.15,
      0.9,
      ["Chris Wood", "Morgan Gibbs-White", "Anthony Elanga", "Callum Hudson-Odoi", "Taiwo Awoniyi", "Nikola Milenković"],
    ],
    ["Brighton & Hove Albion", 1.2, 1.05, ["Danny Welbeck", "João Pedro", "Kaoru Mitoma", "Georginio Rutter", "Yankuba Minteh", "Simon Adingra"]],
    ["Bournemouth", 1.2, 0.95, ["Justin Kluivert", "Antoine Semenyo", "Evanilson", "Dango Ouattara", "Ryan Christie", "Marcus Tavernier"]],
    ["Brentford", 1.25, 1.1, ["Bryan Mbeumo", "Yoane Wissa", "Kevin Schade", "Mikkel Damsgaard", "Keane Lewis-Potter", "Christian Nørgaard"]],
    ["Fulham", 1.0, 1.0, ["Raúl Jiménez", "Rodrigo Muniz", "Alex Iwobi", "Emile Smith Rowe", "Adama Traoré", "Andreas Pereira"]],
    ["Crystal Palace", 1.05, 1.0, ["Jean-Philippe Mateta", "Eberechi Eze", "Ismaïla Sarr", "Daniel Muñoz", "Eddie Nketiah", "Adam Wharton"]],
    ["Manchester United", 0.95, 1.05, ["Bruno Fernandes", "Amad Diallo", "Rasmus Højlund", "Alejandro Garnacho", "Joshua Zirkzee", "Kobbie Mainoo"]],
    ["Tottenham Hotspur", 1.25, 1.15, ["Son Heung-min", "Dominic Solanke", "Brennan Johnson", "James Maddison", "Dejan Kulusevski", "Richarlison"]],
    ["West Ham United", 0.9, 1.2, ["Jarrod Bowen", "Mohammed Kudus", "Tomáš Souček", "Lucas Paquetá", "Niclas Füllkrug", "Michail Antonio"]],
    ["Everton", 0.8, 1.0, ["Iliman Ndiaye", "Dominic Calvert-Lewin", "Beto", "Jack Harrison", "Abdoulaye Doucouré", "Dwight McNeil"]],
    [
      "Wolverhampton Wanderers",
      0.95,
      1.25,
      ["Matheus Cunha", "Jørgen Strand Larsen", "Rayan Aït-Nouri", "Hwang Hee-chan", "Jean-Ricner Bellegarde", "João Gomes"],
    ],
    ["Leicester City", 0.7, 1.4, ["Jamie Vardy", "Stephy Mavididi", "Facundo Buonanotte", "Bilal El Khannouss", "Abdul Fatawu", "Patson Daka"]],
    ["Ipswich Town", 0.7, 1.35, ["Liam Delap", "Omari Hutchinson", "Sammie Szmodics", "Leif Davis", "Jack Clarke", "Conor Chaplin"]],
    ["Southampton", 0.6, 1.5, ["Cameron Archer", "Tyler Dibling", "Paul Onuachu", "Adam Armstrong", "Mateus Fernandes", "Kamaldeen Sulemana"]],
  ]),
  league(140, "La Liga", 0.95, [
    ["Barcelona", 1.85, 0.75, ["Robert Lewandowski", "Raphinha", "Lamine Yamal", "Ferran Torres", "Dani Olmo", "Pedri"]],
    ["Real Madrid", 1.7, 0.7, ["Kylian Mbappé", "Vinícius Júnior", "Jude Bellingham", "Rodrygo", "Arda Güler", "Brahim Díaz"]],
    [
      "Atlético Madrid",
      1.45,
      0.65,
      ["Julián Álvarez", "Alexander Sørloth", "Antoine Griezmann", "Giuliano Simeone", "Ángel Correa", "Conor Gallagher"],
    ],
    ["Athletic Club", 1.2, 0.75, ["Oihan Sancet", "Iñaki Williams", "Nico Williams", "Gorka Guruzeta", "Álex Berenguer", "Maroan Sannadi"]],
    ["Villarreal", 1.35, 1.05, ["Ayoze Pérez", "Thierno Barry", "Yeremy Pino", "Álex Baena", "Gerard Moreno", "Nicolas Pépé"]],
    ["Real Betis", 1.1, 0.95, ["Cucho Hernández", "Isco", "Giovani Lo Celso", "Antony", "Vitor Roque", "Abde Ezzalzouli"]],
    ["Celta Vigo", 1.15, 1.15, ["Iago Aspas", "Borja Iglesias", "Williot Swedberg", "Pablo Durán", "Fer López", "Jonathan Bamba"]],
    ["Rayo Vallecano", 0.9, 0.95, ["Isi Palazón", "Álvaro García", "Jorge de Frutos", "Randy Nteka", "Sergio Camello", "Raúl de Tomás"]],
    ["Osasuna", 0.95, 1.05, ["Ante Budimir", "Bryan Zaragoza", "Aimar Oroz", "Rubén García", "Moi Gómez", "Raúl García"]],
    ["Mallorca", 0.8, 1.0, ["Vedat Muriqi", "Cyle Larin", "Sergi Darder", "Dani Rodríguez", "Takuma Asano", "Abdón Prats"]],
    ["Real Sociedad", 0.9, 0.95, ["Mikel Oyarzabal", "Takefusa Kubo", "Brais Méndez", "Orri Óskarsson", "Sheraldo Becker", "Ander Barrenetxea"]],
    ["Valencia", 0.9, 1.15, ["Hugo Duro", "Diego López", "Rafa Mir", "Umar Sadiq", "Luis Rioja", "André Almeida"]],
    ["Getafe", 0.75, 0.9, ["Borja Mayoral", "Mauro Arambarri", "Christantus Uche", "Álvaro Rodríguez", "Carles Pérez", "Luis Milla"]],
    ["Espanyol", 0.8, 1.1, ["Javi Puado", "Roberto Fernández", "Alejo Véliz", "Jofre Carreras", "Pere Milla", "Walid Cheddira"]],
    ["Alavés", 0.85, 1.15, ["Kike García", "Carlos Vicente", "Toni Martínez", "Carlos Martín", "Jon Guridi", "Luka Romero"]],
    ["Girona", 1.05, 1.2, ["Cristhian Stuani", "Bojan Miovski", "Viktor Tsygankov", "Iván Martín", "Yáser Asprilla", "Arnau Martínez"]],
    ["Sevilla", 0.95, 1.1, ["Dodi Lukébakio", "Isaac Romero", "Kelechi Iheanacho", "Saúl Ñíguez", "Rubén Vargas", "Chidera Ejuke"]],
    ["Leganés", 0.75, 1.25, ["Juan Cruz", "Sebastien Haller", "Miguel de la Fuente", "Dani Raba", "Óscar Rodríguez", "Yvan Neyou"]],
    ["Las Palmas", 0.85, 1.35, ["Fábio Silva", "Sandro Ramírez", "Alberto Moleiro", "Jaime Mata", "Oli McBurnie", "Kirian Rodríguez"]],
    ["Real Valladolid", 0.6, 1.6, ["Mamadou Sylla", "Raúl Moro", "Iván Sánchez", "Selim Amallah", "Juanmi Latasa", "Kenedy"]],
  ]),
  league(135, "Serie A", 0.95, [
    ["Inter", 1.6, 0.7, ["Lautaro Martínez", "Marcus Thuram", "Hakan Çalhanoğlu", "Mehdi Taremi", "Henrikh Mkhitaryan", "Nicolò Barella"]],
    ["Napoli", 1.35, 0.6, ["Romelu Lukaku", "Scott McTominay", "Giacomo Raspadori", "Matteo Politano", "David Neres", "André-Frank Zambo Anguissa"]],
    ["Atalanta", 1.7, 0.8, ["Mateo Retegui", "Ademola Lookman", "Charles De Ketelaere", "Mario Pašalić", "Lazar Samardžić", "Marco Brescianini"]],
    ["Juventus", 1.2, 0.75, ["Dušan Vlahović", "Kenan Yıldız", "Randal Kolo Muani", "Francisco Conceição", "Teun Koopmeiners", "Timothy Weah"]],
    ["Roma", 1.15, 0.8, ["Artem Dovbyk", "Paulo Dybala", "Matías Soulé", "Eldor Shomurodov", "Lorenzo Pellegrini", "Stephan El Shaarawy"]],
    ["Fiorentina", 1.15, 0.85, ["Moise Kean", "Albert Guðmundsson", "Lucas Beltrán", "Andrea Colpani", "Rolando Mandragora", "Robin Gosens"]],
    ["Lazio", 1.3, 1.0, ["Mattia Zaccagni", "Valentín Castellanos", "Boulaye Dia", "Gustav Isaksen", "Pedro", "Tijjani Noslin"]],
    ["Milan", 1.3, 0.95, ["Christian Pulisic", "Rafael Leão", "Tijjani Reijnders", "Santiago Giménez", "Álvaro Morata", "Tammy Abraham"]],
    ["Bologna", 1.2, 0.85, ["Riccardo Orsolini", "Santiago Castro", "Thijs Dallinga", "Dan Ndoye", "Jens Odgaard", "Lewis Ferguson"]],
    ["Como", 1.0, 1.05, ["Patrick Cutrone", "Nico Paz", "Gabriel Strefezza", "Assane Diao", "Lucas Da Cunha", "Andrea Belotti"]],
    ["Torino", 0.85, 1.0, ["Che Adams", "Duván Zapata", "Antonio Sanabria", "Nikola Vlašić", "Gvidas Gineitis", "Yann Karamoh"]],
    ["Udinese", 0.9, 1.1, ["Lorenzo Lucca", "Florian Thauvin", "Keinan Davis", "Iker Bravo", "Sandi Lovrić", "Alexis Sánchez"]],
    ["Genoa", 0.8, 1.1, ["Andrea Pinamonti", "Vitinha", "Junior Messias", "Ruslan Malinovskyi", "Morten Frendrup", "Caleb Ekuban"]],
    ["Hellas Verona", 0.85, 1.45, ["Casper Tengstedt", "Daniel Mosquera", "Amin Sarr", "Tomáš Suslov", "Darko Lazović", "Dailon Livramento"]],
    ["Cagliari", 0.85, 1.2, ["Roberto Piccoli", "Nicolas Viola", "Răzvan Marin", "Gianluca Gaetano", "Zito Luvumbo", "Gianluca Lapadula"]],
    ["Parma", 0.95, 1.25, ["Ange-Yoan Bonny", "Dennis Man", "Matteo Cancellieri", "Adrián Bernabé", "Valentin Mihăilă", "Pontus Almqvist"]],
    ["Lecce", 0.65, 1.35, ["Nikola Krstović", "Tete Morente", "Lameck Banda", "Santiago Pierotti", "Ylber Ramadani", "Patrick Dorgu"]],
    ["Empoli", 0.7, 1.2, ["Sebastiano Esposito", "Pietro Pellegri", "Lorenzo Colombo", "Emmanuel Ekong", "Jacopo Fazzini", "Youssef Maleh"]],
    ["Venezia", 0.75, 1.3, ["Joel Pohjanpalo", "Gianluca Busio", "Hans Nicolussi Caviglia", "John Yeboah", "Christian Gytkjær", "Antonio Candela"]],
    ["Monza", 0.7, 1.35, ["Dany Mota", "Gianluca Caprari", "Daniel Maldini", "Milan Đurić", "Alessandro Bianco", "Samuele Birindelli"]],
  ]),
  league(78, "Bundesliga", 1.12, [
    ["Bayern München", 1.85, 0.7, ["Harry Kane", "Jamal Musiala", "Michael Olise", "Leroy Sané", "Serge Gnabry", "Thomas Müller"]],
    ["Bayer Leverkusen", 1.55, 0.8, ["Patrik Schick", "Florian Wirtz", "Victor Boniface", "Jeremie Frimpong", "Alejandro Grimaldo", "Nathan Tella"]],
    ["Eintracht Frankfurt", 1.35, 1.0, ["Hugo Ekitiké", "Can Uzun", "Hugo Larsson", "Ansgar Knauff", "Mario Götze", "Farès Chaïbi"]],
    ["Borussia Dortmund", 1.4, 1.0, ["Serhou Guirassy", "Karim Adeyemi", "Jamie Gittens", "Julian Brandt", "Maximilian Beier", "Pascal Groß"]],
    ["SC Freiburg", 1.0, 1.0, ["Vincenzo Grifo", "Ritsu Dōan", "Michael Gregoritsch", "Junior Adamu", "Lucas Höler", "Eren Dinkçi"]],
    ["Mainz 05", 1.1, 0.9, ["Jonathan Burkardt", "Lee Jae-sung", "Nadiem Amiri", "Paul Nebel", "Armindo Sieb", "Nelson Weiper"]],
    ["RB Leipzig", 1.25, 1.0, ["Benjamin Šeško", "Loïs Openda", "Xavi Simons", "Christoph Baumgartner", "Antonio Nusa", "Yussuf Poulsen"]],
    ["Werder Bremen", 1.1, 1.2, ["Marvin Ducksch", "Jens Stage", "Romano Schmid", "Justin Njinmah", "Mitchell Weiser", "Oliver Burke"]],
    ["VfB Stuttgart", 1.3, 1.05, ["Ermedin Demirović", "Nick Woltemade", "Deniz Undav", "Jamie Leweling", "Enzo Millot", "Chris Führich"]],
    ["Borussia Mönchengladbach", 1.1, 1.1, ["Tim Kleindienst", "Alassane Pléa", "Franck Honorat", "Robin Hack", "Kevin Stöger", "Florian Neuhaus"]],
    ["VfL Wolfsburg", 1.2, 1.15, ["Mohamed Amoura", "Jonas Wind", "Tiago Tomás", "Patrick Wimmer", "Lovro Majer", "Maximilian Arnold"]],
    ["FC Augsburg", 0.85, 1.0, ["Alexis Claude-Maurice", "Phillip Tietz", "Samuel Essende", "Steve Mounié", "Kristijan Jakić", "Fredrik Jensen"]],
    ["Union Berlin", 0.8, 1.05, ["Benedict Hollerbach", "Andrej Ilić", "Ivan Prtajin", "Tim Skarke", "Robert Skov", "Rani Khedira"]],
    ["FC St. Pauli", 0.65, 0.95, ["Morgan Guilavogui", "Johannes Eggestein", "Oladapo Afolayan", "Elias Saad", "Jackson Irvine", "Carlo Boukhalfa"]],
    ["TSG Hoffenheim", 0.95, 1.35, ["Andrej Kramarić", "Adam Hložek", "Marius Bülter", "Haris Tabaković", "Tom Bischof", "Anton Stach"]],
    ["1. FC Heidenheim", 0.85, 1.35, ["Marvin Pieringer", "Paul Wanner", "Mathias Honsak", "Adrian Beck", "Leonardo Scienza", "Sirlord Conteh"]],
    ["Holstein Kiel", 0.85, 1.6, ["Shuto Machino", "Phil Harres", "Steven Skrzybski", "Alexander Bernhardsson", "Armin Gigović", "Finn Porath"]],
    ["VfL Bochum", 0.7, 1.45, ["Myron Boadu", "Philipp Hofmann", "Georgios Masouras", "Matúš Bero", "Gerrit Holtmann", "Dani de Wit"]],
  ]),
  league(61, "Ligue 1", 0.95, [
    ["Paris Saint-Germain", 1.85, 0.65, ["Ousmane Dembélé", "Bradley Barcola", "Gonçalo Ramos", "Khvicha Kvaratskhelia", "Désiré Doué", "Vitinha"]],
    ["Marseille", 1.45, 1.05, ["Mason Greenwood", "Amine Gouiri", "Adrien Rabiot", "Luis Henrique", "Neal Maupay", "Jonathan Rowe"]],
    ["Monaco", 1.35, 0.95, ["Mika Biereth", "Breel Embolo", "Maghnes Akliouche", "Takumi Minamino", "Eliesse Ben Seghir", "Aleksandr Golovin"]],
    ["Nice", 1.2, 0.95, ["Evann Guessand", "Gaëtan Laborde", "Jérémie Boga", "Sofiane Diop", "Terem Moffi", "Morgan Sanson"]],
    ["Lille", 1.2, 0.8, ["Jonathan David", "Osame Sahraoui", "Edon Zhegrova", "Rémy Cabella", "Matías Fernández-Pardo", "Hákon Arnar Haraldsson"]],
    ["Lyon", 1.4, 1.0, ["Alexandre Lacazette", "Georges Mikautadze", "Rayan Cherki", "Malick Fofana", "Ernest Nuamah", "Corentin Tolisso"]],
    ["Strasbourg", 1.15, 1.0, ["Emanuel Emegha", "Dilane Bakwa", "Sebastian Nanasi", "Diego Moreira", "Félix Lemaréchal", "Habib Diarra"]],
    ["Lens", 0.95, 0.95, ["M'Bala Nzola", "Wesley Saïd", "Florian Sotoca", "Przemysław Frankowski", "Neil El Aynaoui", "Goduine Koyalipou"]],
    ["Brest", 1.05, 1.2, ["Ludovic Ajorque", "Romain Del Castillo", "Mama Baldé", "Kamory Doumbia", "Abdallah Sima", "Mahdi Camara"]],
    ["Toulouse", 0.95, 1.0, ["Zakaria Aboukhlal", "Frank Magri", "Yann Gboho", "Joshua King", "Shavy Babicka", "Vincent Sierro"]],
    ["Auxerre", 0.9, 1.1, ["Lassine Sinayoko", "Gaëtan Perrin", "Hamed Traorè", "Ado Onaiwu", "Florian Aye", "Kévin Danois"]],
    ["Rennes", 1.05, 1.05, ["Arnaud Kalimuendo", "Ludovic Blas", "Mohamed Kader Meïté", "Seko Fofana", "Albert Grønbæk", "Andrés Gómez"]],
    ["Nantes", 0.9, 1.2, ["Mostafa Mohamed", "Matthis Abline", "Moses Simon", "Sorba Thomas", "Johann Lepenant", "Tino Kadewere"]],
    ["Angers", 0.75, 1.15, ["Esteban Lepaul", "Himad Abdelli", "Jim Allevinah", "Farid El Melali", "Bamba Dieng", "Sidiki Chérif"]],
    ["Le Havre", 0.75, 1.4, ["Abdoulaye Touré", "Josué Casimir", "André Ayew", "Issa Soumaré", "Ahmed Hassan", "Antoine Joujou"]],
    ["Reims", 0.85, 1.15, ["Keito Nakamura", "Junya Ito", "Oumar Diakité", "Amine Salama", "Teddy Teuma", "Mamadou Diakhon"]],
    ["Saint-Étienne", 0.75, 1.6, ["Lucas Stassin", "Zuriko Davitashvili", "Ibrahim Sissoko", "Augustine Boakye", "Irvin Cardona", "Mathieu Cafaro"]],
    ["Montpellier", 0.65, 1.6, ["Arnaud Nordin", "Mousa Al-Tamari", "Téji Savanier", "Wahbi Khazri", "Akor Adams", "Khalil Fayad"]],
  ]),
];

export const ALL_CLUBS: readonly Club[] = LEAGUES.flatMap((l) => l.clubs);

const clubsByName = new Map(ALL_CLUBS.map((club) => [club.name, club]));
const leaguesById = new Map(LEAGUES.map((l) => [l.id, l]));

export function findClub(name: string): Club | undefined {
  return clubsByName.get(name);
}

export function findLeague(id: number): League | undefined {
  return leaguesById.get(id);
}
