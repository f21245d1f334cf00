/** Name material for the demo school. */
export const FIRST_NAMES = [
  'Amara', 'Budi', 'Chloe', 'Dimas', 'Elena', 'Farid', 'Grace', 'Hiro', 'Intan', 'Jonas',
  'Kemala', 'Luca', 'Maya', 'Nadia', 'Omar', 'Priya', 'Quentin', 'Rina', 'Samuel', 'Tari',
  'Umar', 'Vera', 'Wulan', 'Xavier', 'Yusuf', 'Zara', 'Adit', 'Bella', 'Citra', 'Daniel',
  'Eka', 'Fajar', 'Gita', 'Hana', 'Ivan', 'Julia', 'Kevin', 'Lina', 'Mateo', 'Nina',
] as const

export const LAST_NAMES = [
  'Santoso', 'Okafor', 'Müller', 'Tanaka', 'Wijaya', 'Haddad', 'Novak', 'Silva', 'Kurniawan', 'Larsen',
  'Putri', 'Rossi', 'Nguyen', 'Rahman', 'Schmidt', 'Hartono', 'Moreau', 'Lestari', 'Kowalski', 'Pratama',
  'Ibrahim', 'Costa', 'Halim', 'Andersen', 'Setiawan', 'Dubois', 'Susanto', 'Fischer', 'Gunawan', 'Mensah',
] as const

export const SUBJECTS_BY_DEPARTMENT: Record<string, readonly string[]> = {
  Science: ['Physics', 'Chemistry', 'Biology'],
  Arts: ['Visual Arts', 'Music', 'Drama'],
  Language: ['English', 'Indonesian', 'French'],
  Computer: ['Programming', 'Networks', 'Digital Literacy'],
  Health: ['Physical Education', 'Health Studies'],
  Business: ['Economics', 'Accounting', 'Entrepreneurship'],
  Mathematics: ['Algebra', 'Geometry', 'Statistics'],
  'Social Studies': ['History', 'Geography', 'Civics'],
}

export const MAJORS = ['Natural Sciences', 'Social Sciences', 'Languages', 'Computer Science', 'Business'] as const
export const BLOOD_TYPES = ['A+', 'A-', 'B+', 'B-', 'AB+', 'O+', 'O-'] as const
export const ALLERGIES = ['None', 'None', 'None', 'Peanuts', 'Penicillin', 'Pollen', 'Lactose', 'Shellfish'] as const
