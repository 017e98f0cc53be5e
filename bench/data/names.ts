// Name, place and phone material for the generated dataset. A few hundred first and last names
// from the mix of a US driving school's students, accented ones included, so search has to fold
// case and accents the way it does for real records.

const words = (text: string): string[] => text.trim().split(/\s+/);

export const FIRST_NAMES: readonly string[] = words(`
Aaliyah Aaron Abigail Adam Adrián Adriana Agustín Ahmed Aiden Aisha Alejandra Alejandro Alex
Alexander Alexis Alice Alicia Álvaro Amara Amelia Amir Ana Anaïs Andrea Andrés Andrew Ángel
Angela Anna Anthony Antoine Antonio Aria Ariana Arjun Asher Ashley Aubrey Aurora Ava Avery Bea
Beatriz Benjamin Bianca Björn Brandon Brayden Brianna Brooklyn Caleb Camila Cameron Carlos
Carmen Carter Catalina Cecilia Céline Charlotte Chloe Christian Christopher Claire Clara
Cristóbal Daniel Daniela David Delilah Diego Dmitri Dominic Dylan Eduardo Efraín Elena Eli Elías
Elijah Elizabeth Ella Eloïse Emilia Emily Emma Emmanuel Eric Esteban Ethan Eva Evelyn Ezra
Fatima Felipe Fernando Francisco François Gabriel Gabriela Gael Genesis Grace Hailey Hannah
Harper Héctor Hélène Henry Hudson Hugo Ian Ibrahim Ignacio Inés Isaac Isabel Isabella Isaiah
Iván Jack Jackson Jacob Jade James Jasmine Javier Jayden Jesús Jiho Joaquín Joel John Jonathan
Jordan José Joseph Joshua Josué Juan Julia Julián Julien Kai Kayla Kennedy Kevin Khalil Kimberly
Kinsley Landon Laura Layla Leah Léa Leilani Leo Leonardo Liam Lily Lincoln Logan Lucas Lucía
Luis Luna Madison Maëlle Malik Manuel Marcus María Mariana Mario Martín Mason Mateo Matías Maya
Mehmet Mia Michael Miguel Mila Mohammed Mónica Naomi Natalia Nathan Nicolás Noah Noé Nora Olivia
Omar Óscar Owen Pablo Paola Penélope Priya Rafael Ramón Raúl Rebecca Renée Ricardo Riley Rocío
Ryan Samantha Samuel Santiago Sara Sebastián Sergio Sofía Soren Stella Tomás Valentina Valeria
Verónica Victoria Violet Wei William Xavier Ximena Yusuf Zoë Zoe
`);

export const LAST_NAMES: readonly string[] = words(`
Abbott Acosta Adams Aguilar Ahmed Alexander Ali Allen Álvarez Anderson Andrade Arce Armstrong
Arroyo Bailey Baker Barnes Beaulieu Bell Bennett Bergström Bishop Blanco Boyd Brooks Brown
Bryant Burke Butler Caballero Campbell Cárdenas Carter Castañeda Castillo Castro Chávez Chen
Clark Cohen Coleman Collins Cook Cooper Córdoba Cortés Cruz Cunningham Daniels Dávila Davis
Delgado Díaz Dubois Duncan Durán Edwards Ellis Espinoza Evans Fernández Ferrari Fischer Fisher
Flores Ford Foster Fuentes Gallagher García Garza Gibson Gómez González Gordon Graham Grant Gray
Green Griffin Guerrero Gutiérrez Guzmán Hall Hamilton Harris Hayes Henderson Hernández Herrera
Hill Hoffmann Holmes Howard Huang Hughes Ibáñez Jackson James Jenkins Jiménez Johnson Jones
Jordan Kelly Kennedy Khan Kim King Kowalski Lambert Lee Lefèvre León Lewis Li Long López Lozano
Marín Márquez Marshall Martin Martínez Mason Medina Mejía Méndez Mendoza Meyer Miller Mitchell
Molina Montgomery Moore Morales Moreno Morgan Morris Müller Muñoz Murphy Murray Navarro Nguyen
Núñez O'Brien O'Connor Olson Ortega Ortiz Owens Park Parker Patel Patterson Peña Perez Pérez
Perry Peterson Phillips Pierce Porter Powell Price Quintero Ramírez Ramos Reed Reyes Reynolds
Richardson Ríos Rivera Roberts Robinson Rodríguez Rogers Romero Ross Rossi Ruiz Russell Salazar
Sánchez Sanders Santos Schmidt Scott Shaw Silva Simmons Singh Smith Soto Stewart Stone Suárez
Sullivan Taylor Thomas Thompson Torres Tran Turner Valdés Vargas Vásquez Vega Wagner Walker
Wallace Wang Ward Washington Watson Webb Wells West White Williams Wilson Wood Wright Wu
Yamamoto Young Zhang Zúñiga
`);

/** Mail domains, the common ones more often (listed twice). */
export const EMAIL_DOMAINS: readonly string[] = [
  'gmail.com', 'gmail.com', 'gmail.com', 'yahoo.com', 'yahoo.com', 'outlook.com', 'hotmail.com',
  'icloud.com', 'aol.com', 'comcast.net', 'proton.me', 'att.net',
];

/** Per supported state: a few cities with their ZIP prefix, and area codes. */
export const PLACES: Readonly<
  Record<string, { cities: readonly (readonly [string, string])[]; areaCodes: readonly number[] }>
> = {
  CA: { cities: [['Los Angeles', '900'], ['San José', '951'], ['San Diego', '921'], ['Fresno', '937']], areaCodes: [213, 310, 408, 415, 619, 559] },
  CO: { cities: [['Denver', '802'], ['Boulder', '803'], ['Colorado Springs', '809']], areaCodes: [303, 720, 719] },
  IL: { cities: [['Chicago', '606'], ['Naperville', '605'], ['Peoria', '616']], areaCodes: [312, 773, 630, 309] },
  IN: { cities: [['Indianapolis', '462'], ['Fort Wayne', '468'], ['Bloomington', '474']], areaCodes: [317, 260, 812] },
  MD: { cities: [['Baltimore', '212'], ['Silver Spring', '209'], ['Annapolis', '214']], areaCodes: [410, 301, 443] },
  MO: { cities: [['St. Louis', '631'], ['Kansas City', '641'], ['Springfield', '658']], areaCodes: [314, 816, 417] },
  NV: { cities: [['Las Vegas', '891'], ['Reno', '895'], ['Henderson', '890']], areaCodes: [702, 775, 725] },
  PA: { cities: [['Philadelphia', '191'], ['Pittsburgh', '152'], ['Allentown', '181']], areaCodes: [215, 412, 610, 717] },
  TX: { cities: [['Houston', '770'], ['Austin', '787'], ['San Antonio', '782'], ['El Paso', '799']], areaCodes: [713, 512, 210, 915, 214] },
  WA: { cities: [['Seattle', '981'], ['Spokane', '992'], ['Tacoma', '984']], areaCodes: [206, 509, 253, 425] },
  WI: { cities: [['Milwaukee', '532'], ['Madison', '537'], ['Green Bay', '543']], areaCodes: [414, 608, 920] },
};

export const STREETS: readonly string[] = [
  'Main St', 'Oak Ave', 'Maple Dr', 'Cedar Ln', 'Pine St', 'Elm St', 'Washington Ave', 'Lake Rd',
  'Hill St', 'Park Ave', 'Sunset Blvd', 'Río Grande Way', 'Mission St', 'Broadway', 'Church St',
];
