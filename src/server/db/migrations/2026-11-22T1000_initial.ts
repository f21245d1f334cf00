import { type Kysely, sql } from 'kysely'

/**
 * The first schema. Frozen: change the schema with a new migration, never here.
 *
 * Portable on SQLite and PostgreSQL: TEXT ids, ISO-8601 TEXT dates and times,
 * INTEGER 0/1 booleans. Every table holding a school's data has `school_id`
 * first in its primary key and in every unique key and foreign key, so the
 * tables can later be distributed by school (Citus) without re-keying.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('schools')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('school_day_start', 'text', (c) => c.notNull())
    .addColumn('late_after', 'text', (c) => c.notNull())
    .addColumn('school_days', 'text', (c) => c.notNull())
    .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('departments')
    .addColumn('school_id', 'text', (c) => c.notNull().references('schools.id'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('departments_pk', ['school_id', 'id'])
    .addUniqueConstraint('departments_name_uq', ['school_id', 'name'])
    .execute()

  await db.schema
    .createTable('users')
    .addColumn('school_id', 'text', (c) => c.notNull().references('schools.id'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('parent_number', 'text')
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('theme', 'text', (c) => c.notNull().defaultTo('dark'))
    .addColumn('email_notifications', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('push_notifications', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('users_pk', ['school_id', 'id'])
    .addUniqueConstraint('users_email_uq', ['school_id', 'email'])
    .addUniqueConstraint('users_parent_number_uq', ['school_id', 'parent_number'])
    .addCheckConstraint('users_role_ck', sql`role in ('headmaster', 'homeroom_teacher', 'subject_teacher', 'student')`)
    .addCheckConstraint(
      'users_identifier_ck',
      sql`(role = 'student' and parent_number is not null) or (role <> 'student' and email is not null)`,
    )
    .execute()

  await db.schema
    .createTable('classes')
    .addColumn('school_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('department_id', 'text', (c) => c.notNull())
    .addColumn('teacher_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('classes_pk', ['school_id', 'id'])
    .addUniqueConstraint('classes_name_uq', ['school_id', 'name'])
    .addForeignKeyConstraint('classes_department_fk', ['school_id', 'department_id'], 'departments', ['school_id', 'id'])
    .addForeignKeyConstraint('classes_teacher_fk', ['school_id', 'teacher_id'], 'users', ['school_id', 'id'])
    .execute()

  await db.schema
    .createTable('students')
    .addColumn('school_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('student_number', 'text', (c) => c.notNull())
    .addColumn('class_id', 'text', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('department_id', 'text', (c) => c.notNull())
    .addColumn('emergency_contact', 'text')
    .addColumn('gpa', 'real')
    .addColumn('major', 'text')
    .addColumn('blood_type', 'text')
    .addColumn('allergies', 'text')
    .addPrimaryKeyConstraint('students_pk', ['school_id', 'user_id'])
    .addUniqueConstraint('students_number_uq', ['school_id', 'student_number'])
    .addForeignKeyConstraint('students_user_fk', ['school_id', 'user_id'], 'users', ['school_id', 'id'], (c) =>
      c.onDelete('cascade'),
    )
    .addForeignKeyConstraint('students_class_fk', ['school_id', 'class_id'], 'classes', ['school_id', 'id'])
    .addForeignKeyConstraint('students_department_fk', ['school_id', 'department_id'], 'departments', ['school_id', 'id'])
    .addCheckConstraint('students_level_ck', sql`level in ('Junior', 'Senior')`)
    .execute()
  await db.schema.createIndex('students_class_ix').on('students').columns(['school_id', 'class_id']).execute()

  await db.schema
    .createTable('teachers')
    .addColumn('school_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('department_id', 'text', (c) => c.notNull())
    .addColumn('subjects', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('homeroom_class_id', 'text')
    .addPrimaryKeyConstraint('teachers_pk', ['school_id', 'user_id'])
    .addForeignKeyConstraint('teachers_user_fk', ['school_id', 'user_id'], 'users', ['school_id', 'id'], (c) =>
      c.onDelete('cascade'),
    )
    .addForeignKeyConstraint('teachers_department_fk', ['school_id', 'department_id'], 'departments', ['school_id', 'id'])
    .addForeignKeyConstraint('teachers_homeroom_fk', ['school_id', 'homeroom_class_id'], 'classes', ['school_id', 'id'])
    .execute()

  await db.schema
    .createTable('attendance_records')
    .addColumn('school_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addColumn('recorded_by', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('attendance_records_pk', ['school_id', 'id'])
    .addUniqueConstraint('attendance_one_per_day_uq', ['school_id', 'student_id', 'date'])
    .addForeignKeyConstraint('attendance_student_fk', ['school_id', 'student_id'], 'students', ['school_id', 'user_id'])
    .addForeignKeyConstraint('attendance_recorded_by_fk', ['school_id', 'recorded_by'], 'users', ['school_id', 'id'])
    .addCheckConstraint('attendance_status_ck', sql`status in ('present', 'absent', 'late', 'sick', 'permission')`)
    .addCheckConstraint('attendance_method_ck', sql`method in ('qr', 'manual')`)
    .execute()
  await db.schema
    .createIndex('attendance_date_status_ix')
    .on('attendance_records')
    .columns(['school_id', 'date', 'status'])
    .execute()

  await db.schema
    .createTable('attendance_audit')
    .addColumn('school_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('old_status', 'text')
    .addColumn('new_status', 'text', (c) => c.notNull())
    .addColumn('old_note', 'text')
    .addColumn('new_note', 'text')
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('changed_by', 'text')
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('attendance_audit_pk', ['school_id', 'id'])
    .addForeignKeyConstraint('audit_record_fk', ['school_id', 'record_id'], 'attendance_records', ['school_id', 'id'])
    .execute()
  await db.schema
    .createIndex('attendance_audit_student_day_ix')
    .on('attendance_audit')
    .columns(['school_id', 'student_id', 'date'])
    .execute()

  await db.schema
    .createTable('sessions')
    .addColumn('school_id', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addPrimaryKeyConstraint('sessions_pk', ['school_id', 'token_hash'])
    .addForeignKeyConstraint('sessions_user_fk', ['school_id', 'user_id'], 'users', ['school_id', 'id'], (c) =>
      c.onDelete('cascade'),
    )
    .execute()
  await db.schema.createIndex('sessions_user_ix').on('sessions').columns(['school_id', 'user_id']).execute()

  await db.schema
    .createTable('login_failures')
    .addColumn('school_id', 'text', (c) => c.notNull().references('schools.id'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('login_failures_pk', ['school_id', 'id'])
    .execute()
  await db.schema
    .createIndex('login_failures_identifier_ix')
    .on('login_failures')
    .columns(['school_id', 'identifier', 'failed_at'])
    .execute()
  await db.schema.createIndex('login_failures_ip_ix').on('login_failures').columns(['school_id', 'ip', 'failed_at']).execute()

  // Server-wide secrets (not a school's data): generated once, shared by every instance.
  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'app_secrets',
    'login_failures',
    'sessions',
    'attendance_audit',
    'attendance_records',
    'teachers',
    'students',
    'classes',
    'users',
    'departments',
    'schools',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
