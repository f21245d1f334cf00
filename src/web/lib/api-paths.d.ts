/**
 * Generated, not written: npm run api-types (scripts/api-types.ts) runs openapi-typescript, with its default
 * options, on the description the server builds from its routes' declarations (the document GET /api/openapi.json
 * serves, ADR 031, 048). Do not edit it; src/server/openapi/api-paths.test.ts fails when it differs from what the
 * routes declare. The web app's calls are checked against it (src/web/lib/api-client.ts, ADR 050).
 */

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Health
         * @description Whether the server is up and which database it uses; for load balancers and monitors.
         *
         *     Anyone, signed in or not.
         */
        get: operations["get-health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in
         * @description Signs in a student (student number), a member of staff or a parent (email) with a password and sets the session cookie. Repeated failures are throttled (429 with `retryAfterSeconds`).
         *
         *     Anyone, signed in or not. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        post: operations["post-auth-login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out
         * @description Ends the session, if there is one, and clears its cookie.
         *
         *     Anyone, signed in or not. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        post: operations["post-auth-logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who is signed in
         * @description The signed-in user, their permissions and the school they belong to.
         *
         *     Who may call it: signed in. Also before a one-time password has been replaced.
         */
        get: operations["get-auth-me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/demo-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The demo school’s accounts
         * @description One account per role to try the demo with; 404 when the server does not run the demo.
         *
         *     Anyone, signed in or not.
         */
        get: operations["get-auth-demo-accounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change one’s own profile
         * @description Changes the signed-in user’s own name (and what else the profile holds) and answers who is signed in, as `GET /api/auth/me` does.
         *
         *     Who may call it: signed in. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        patch: operations["patch-account-profile"];
        trace?: never;
    };
    "/api/account/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change one’s own password
         * @description Replaces the signed-in user’s password, given the current one (or a one-time password they were given).
         *
         *     Who may call it: signed in. Also before a one-time password has been replaced. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        post: operations["post-account-password"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change one’s preferences
         * @description Theme, email notifications and language, any of them; answers who is signed in.
         *
         *     Who may call it: signed in. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        patch: operations["patch-account-preferences"];
        trace?: never;
    };
    "/api/account/notice-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One’s notice settings
         * @description Which notices the signed-in adult receives, how, in which language and outside which quiet hours.
         *
         *     Who may call it: headmaster, homeroom_teacher, parent.
         */
        get: operations["get-account-notice-settings"];
        /**
         * Change one’s notice settings
         * @description Replaces the signed-in adult’s notice settings and answers them as saved.
         *
         *     Who may call it: headmaster, homeroom_teacher, parent. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        put: operations["put-account-notice-settings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/classes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List classes
         * @description The school’s classes with their department, homeroom teacher and number of students.
         *
         *     Who may call it: canViewStudent.
         */
        get: operations["get-classes"];
        put?: never;
        /**
         * Add a class
         * @description Adds a class in a department, with its homeroom teacher: for a caller who may edit teachers, the teacher chosen becomes its homeroom teacher (role `homeroom_teacher`; a headmaster stays headmaster, with no homeroom). A teacher who is already another class’s homeroom teacher: 409 `teacher_has_homeroom`.
         *
         *     Who may call it: canManageClasses. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        post: operations["post-classes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/classes/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export classes
         * @description The same list as `GET /api/classes` as a CSV or XLSX file.
         *
         *     Who may call it: canViewStudent.
         */
        get: operations["get-classes-export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/classes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a class
         * @description Removes a class; one with students or records is archived instead.
         *
         *     Who may call it: canManageClasses. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        delete: operations["delete-classes-id"];
        options?: never;
        head?: never;
        /**
         * Change a class
         * @description Renames a class or changes its department or homeroom teacher, as `POST /api/classes` chooses one; the previous homeroom teacher loses the homeroom (a `homeroom_teacher` becomes a `subject_teacher`), in the same transaction. A caller who may not edit teachers may not take a class from its homeroom teacher: 409 `class_has_homeroom_teacher`.
         *
         *     Who may call it: canManageClasses. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        patch: operations["patch-classes-id"];
        trace?: never;
    };
    "/api/departments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List departments
         * @description The school’s open departments, for filters and forms.
         *
         *     Who may call it: canViewStudent.
         */
        get: operations["get-departments"];
        put?: never;
        /**
         * Add a department
         * @description Adds a department with a name no other department has.
         *
         *     Who may call it: headmaster. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        post: operations["post-departments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/departments/manage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Departments to manage
         * @description Every department with what uses it, for the Departments screen.
         *
         *     Who may call it: headmaster.
         */
        get: operations["get-departments-manage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/departments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Rename a department
         * @description Renames a department; classes, teachers and students keep it.
         *
         *     Who may call it: headmaster. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        patch: operations["patch-departments-id"];
        trace?: never;
    };
    "/api/departments/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive a department
         * @description Archives a department: it leaves the forms and filters, and what already names it keeps the name.
         *
         *     Who may call it: headmaster. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        post: operations["post-departments-id-archive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/families/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register as a parent
         * @description An adult registers with a link code from the school, is linked to that child and signed in (the session cookie is set); the child’s other adults and homeroom teacher are told by email. Wrong codes count against the client’s network and the school; too many are a 429 (`link_codes_network_limit` or `link_codes_school_limit`, with `retryAfterSeconds`).
         *
         *     Anyone, signed in or not. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        post: operations["post-families-register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parent/children": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One’s children
         * @description The students the signed-in parent is linked to, with today’s record.
         *
         *     Who may call it: parent.
         */
        get: operations["get-parent-children"];
        put?: never;
        /**
         * Add a child
         * @description Links the signed-in parent to another student with a link code; the child’s other adults and homeroom teacher are told by email. The parent’s wrong codes count against their account alone; too many are a 429 (`link_codes_account_limit`, with `retryAfterSeconds`).
         *
         *     Who may call it: parent. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        post: operations["post-parent-children"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parent/children/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A child’s profile
         * @description One linked child’s class, today’s record and recent days; any other id is refused.
         *
         *     Who may call it: parent.
         */
        get: operations["get-parent-children-id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parent/children/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A child’s history
         * @description One linked child’s days over a range of dates, with counts and rate.
         *
         *     Who may call it: parent.
         */
        get: operations["get-parent-children-id-history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parent/children/{id}/notices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the family was told
         * @description The notices the school sent this parent about one linked child, newest first.
         *
         *     Who may call it: parent.
         */
        get: operations["get-parent-children-id-notices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/students/{id}/link-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A link code for a student’s family
         * @description Makes a code a parent registers with (or adds as a child) to be linked to this student.
         *
         *     Who may call it: canEditStudent. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        post: operations["post-students-id-link-codes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/students/{id}/guardians": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A student’s guardians
         * @description The adults linked to a student, how many link codes are still open, and how many adults a student may have.
         *
         *     Who may call it: canViewStudent.
         */
        get: operations["get-students-id-guardians"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/students/{id}/guardians/{parentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Unlink a guardian
         * @description Removes the link between a student and one adult (the headmaster, or the homeroom teacher of the student’s class). The adults still linked, the homeroom teacher and the adult removed are told by email.
         *
         *     Who may call it: canEditStudent. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        delete: operations["delete-students-id-guardians-parentId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/absence-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List absence requests
         * @description The requests the caller may see: a family’s own, a homeroom teacher’s class’s, or the whole school’s for the headmaster; by state.
         *
         *     Who may call it: parent, student, homeroom_teacher, headmaster.
         */
        get: operations["get-absence-requests"];
        put?: never;
        /**
         * Ask for an absence
         * @description A parent (for a linked child) or a student asks for sick or permission days within the request window.
         *
         *     Who may call it: parent, student. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        post: operations["post-absence-requests"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/absence-requests/window": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Which days may be asked for
         * @description The first and last day a request may name, and the day the form suggests.
         *
         *     Who may call it: parent, student.
         */
        get: operations["get-absence-requests-window"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/absence-requests/{id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve or reject a request
         * @description Approving records the days asked for; either way the family is told.
         *
         *     Who may call it: homeroom_teacher, headmaster. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        post: operations["post-absence-requests-id-decision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/absence-requests/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw a request
         * @description The family withdraws a request not yet decided.
         *
         *     Who may call it: parent, student. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        post: operations["post-absence-requests-id-withdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/absence-requests/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an approved request
         * @description Cancels an approved request; the days it recorded are taken back (ADR 023).
         *
         *     Who may call it: parent, student, homeroom_teacher, headmaster. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        post: operations["post-absence-requests-id-cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/absence-requests/{id}/attachment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a request’s attachment
         * @description The attached file, always as a download.
         *
         *     Who may call it: parent, student, homeroom_teacher, headmaster.
         */
        get: operations["get-absence-requests-id-attachment"];
        /**
         * Attach a file to a request
         * @description A doctor’s note or a letter (JPEG, PNG or PDF, up to 2 MB) as the body; what it is comes from its bytes.
         *
         *     Who may call it: parent, student. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        put: operations["put-absence-requests-id-attachment"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/school/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The school’s settings
         * @description Name, time zone, school days, term dates, holidays, the day’s times and notice settings.
         *
         *     Who may call it: signed in.
         */
        get: operations["get-school-settings"];
        /**
         * Change the school’s settings
         * @description Replaces the school’s settings and answers them as saved.
         *
         *     Who may call it: headmaster. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        put: operations["put-school-settings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/school/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The first-run checklist
         * @description Which steps of setting up the school are done (settings, departments, teachers, classes, students, passwords, a first roll call).
         *
         *     Who may call it: headmaster.
         */
        get: operations["get-school-setup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/schools/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Which school this address or device is for
         * @description The school named by the host (`<code>.<BASE_DOMAIN>`), by the school code this device chose, or the only school; null when the deployment has several and none is named, and the sign-in screen asks for a code. Answers before any school is named.
         *
         *     Anyone, signed in or not.
         */
        get: operations["get-schools-current"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/schools/choose": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remember a school code on this device
         * @description Sets the `rollcall_school` cookie that names the school for every later request from this device. 404 `school_code_unknown` for a code no school has (or, at a school’s own address, another school’s).
         *
         *     Anyone, signed in or not. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        post: operations["post-schools-choose"];
        /**
         * Forget the school code on this device
         * @description Clears the school code and signs out of that school.
         *
         *     Anyone, signed in or not. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        delete: operations["delete-schools-choose"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/district/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in as a district user
         * @description Checks a district user’s email and password and sets the `rollcall_district` cookie. Repeated failures are throttled (429 with `retryAfterSeconds`). A district user is signed in to no school.
         *
         *     Anyone, signed in or not. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        post: operations["post-district-login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/district/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out of the district
         * @description Ends the district session, if there is one, and clears its cookie.
         *
         *     Anyone, signed in or not. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        post: operations["post-district-logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/district/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Which district user is signed in
         * @description The signed-in district user.
         *
         *     Who may call it: district.
         */
        get: operations["get-district-me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/district/schools": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every school’s figures
         * @description Every school of the deployment: students, today’s and the term’s attendance rate, how many students have an early warning, and how many classes’ registers are taken on `date` (each school’s today by default).
         *
         *     Who may call it: district; token: reports:read.
         */
        get: operations["get-district-schools"];
        put?: never;
        /**
         * Add a school
         * @description Creates a school and its first headmaster in one transaction. 409 `school_code_taken` when another school has the code.
         *
         *     Who may call it: district. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        post: operations["post-district-schools"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/district/schools/{code}/days": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One school, day by day
         * @description For each day from `from` to `to` (at most 62 days; both or neither, the four weeks up to the school’s today by default): whether it is a school day, the students counted and their statuses, the attendance rate and how many registers were taken; with the range answered and the school’s today. 400 for a range the wrong way round, too long, or ending after the school’s today; 404 for a code no school has.
         *
         *     Who may call it: district; token: attendance:read.
         */
        get: operations["get-district-schools-code-days"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/district/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The district’s API tokens
         * @description Every token district users created, newest first, revoked ones included: name, scopes, who created it and when, when it was last used. Never a secret.
         *
         *     Who may call it: district.
         */
        get: operations["get-district-tokens"];
        put?: never;
        /**
         * Create a district API token
         * @description A named, read-only token (`attendance:read`, `reports:read`; `roster:write` is refused with 400) for the district’s own routes across every school. The answer carries its secret, this once: only a keyed hash is kept. Audited. Every school route refuses it (403 `token_not_accepted`).
         *
         *     Who may call it: district. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        post: operations["post-district-tokens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/district/tokens/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a district API token
         * @description The token is refused (401 `invalid_token`) from the next request on; it stays in the list, marked revoked. Audited.
         *
         *     Who may call it: district. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        post: operations["post-district-tokens-id-revoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attendance/day": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The day sheet
         * @description Every student on one day (today when no date is given) with their record, filtered by class, status and name, a page at a time, with the day’s counts for the school or the chosen class.
         *
         *     Who may call it: canViewStudent; token: attendance:read.
         */
        get: operations["get-attendance-day"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attendance/records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Record one student’s day by hand
         * @description Sets one student’s status (and note) for one day. Replacing a record someone else made is refused with 409 `recorded_by_other` unless `overwrite` is true.
         *
         *     Who may call it: canTakeAttendance. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        put: operations["put-attendance-records"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attendance/departures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Record when a student left
         * @description Sets the time a student went home on a day they were recorded present or late (ADR 029).
         *
         *     Who may call it: canTakeAttendance. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        put: operations["put-attendance-departures"];
        post?: never;
        /**
         * Clear a departure
         * @description Removes the departure recorded for a student on a day; the day’s record is kept.
         *
         *     Who may call it: canTakeAttendance. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        delete: operations["delete-attendance-departures"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attendance/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A record’s history
         * @description Every change to one student’s record on one day: when, by whom, how, and the status and note before and after.
         *
         *     Who may call it: canViewStudent; token: attendance:read.
         */
        get: operations["get-attendance-history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attendance/roll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A class’s roll
         * @description Every student of one class on one day with their record, for a roll call.
         *
         *     Who may call it: canTakeAttendance.
         */
        get: operations["get-attendance-roll"];
        /**
         * Save a roll call
         * @description Records a class’s statuses in one request, all or nothing. Refused with 409 `recorded_by_other` when an entry would replace someone else’s record, unless `overwrite` is true.
         *
         *     Who may call it: canTakeAttendance. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        put: operations["put-attendance-roll"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attendance/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live changes to records
         * @description A stream of server-sent events: `ready` once, then `attendance` for every record made or changed anywhere in the school. Send `Accept: text/event-stream`.
         *
         *     Who may call it: canViewStudent.
         */
        get: operations["get-attendance-events"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/qr/codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A student’s check-in code
         * @description Makes a short-lived signed code for the signed-in student to show at the gate.
         *
         *     Who may call it: student. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        post: operations["post-qr-codes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/qr/public-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The key codes are signed with
         * @description The school’s Ed25519 public key, so a scanner can check codes without the network.
         *
         *     Who may call it: canTakeAttendance.
         */
        get: operations["get-qr-public-key"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/qr/scan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Scan a code
         * @description Records an arrival (or, later in the day, a departure) from a student’s code or card.
         *
         *     Who may call it: canTakeAttendance. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        post: operations["post-qr-scan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/qr/roster": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The roster for offline scanning
         * @description What a scanner keeps to check codes while offline: students, replaced cards, and who was recorded or left today (ADR 027).
         *
         *     Who may call it: canTakeAttendance.
         */
        get: operations["get-qr-roster"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/qr/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send scans made offline
         * @description Records the scans a device queued while offline, each answered on its own (recorded, already recorded, refused and why).
         *
         *     Who may call it: canTakeAttendance. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        post: operations["post-qr-sync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/classes/{id}/cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A class’s cards
         * @description The cards in use for a class’s students, making one for each student who has none, to print.
         *
         *     Who may call it: canEditStudent. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        post: operations["post-classes-id-cards"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/students/{id}/card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace a student’s card
         * @description Makes a new card for a student; the old card no longer scans.
         *
         *     Who may call it: canEditStudent. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        post: operations["post-students-id-card"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/day": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The day report
         * @description Each class’s counts on one day and whether its register was taken.
         *
         *     Who may call it: canViewStudent; token: reports:read.
         */
        get: operations["get-reports-day"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/day/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the day report
         * @description The day report as a CSV or XLSX file.
         *
         *     Who may call it: canViewStudent.
         */
        get: operations["get-reports-day-export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/range": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The range report
         * @description Attendance over a range of dates for the school, a class or a department: counts and rate per student and per day.
         *
         *     Who may call it: canViewStudent; token: reports:read.
         */
        get: operations["get-reports-range"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/range/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the range report
         * @description The range report’s students as a CSV or XLSX file.
         *
         *     Who may call it: canViewStudent.
         */
        get: operations["get-reports-range-export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/students/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A student’s history
         * @description One student’s days over a range of dates (this term by default), with counts and rate.
         *
         *     Who may call it: canViewStudent; token: reports:read.
         */
        get: operations["get-reports-students-id-history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/students/{id}/history/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export a student’s history
         * @description A student’s history as a CSV or XLSX file.
         *
         *     Who may call it: canViewStudent.
         */
        get: operations["get-reports-students-id-history-export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/warnings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Early warnings
         * @description Students whose rate over the last school days is low, and students absent several school days in a row.
         *
         *     Who may call it: canViewStudent; token: reports:read.
         */
        get: operations["get-reports-warnings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/warnings/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export an early-warning list
         * @description One early-warning list as a CSV or XLSX file.
         *
         *     Who may call it: canViewStudent.
         */
        get: operations["get-reports-warnings-export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/monthly-sheet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The monthly class attendance sheet
         * @description One class over one month: a mark per student per day, the kind of each day (school day, day off, holiday), totals per student and per day, and who signs. Counted as the range report counts.
         *
         *     Who may call it: canViewStudent; token: reports:read.
         */
        get: operations["get-reports-monthly-sheet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/monthly-sheet/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the monthly class attendance sheet
         * @description The monthly sheet as an XLSX file set up for A4 landscape, with the letters, totals and signature lines.
         *
         *     Who may call it: canViewStudent.
         */
        get: operations["get-reports-monthly-sheet-export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/semester-recap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The semester recap for report cards
         * @description Each student of a class with their sick, permission and unexcused absent days between two dates, as the range report counts them.
         *
         *     Who may call it: canViewStudent; token: reports:read.
         */
        get: operations["get-reports-semester-recap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/semester-recap/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the semester recap
         * @description The recap as a CSV or XLSX file in the column order of e-Rapor’s attendance import: No, NIS, NISN, name, sick, permission, unexcused.
         *
         *     Who may call it: canViewStudent.
         */
        get: operations["get-reports-semester-recap-export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One’s own profile
         * @description The signed-in student’s class, today’s record and recent days.
         *
         *     Who may call it: student.
         */
        get: operations["get-student-profile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One’s own history
         * @description The signed-in student’s days over a range of dates, with counts and rate.
         *
         *     Who may call it: student.
         */
        get: operations["get-student-history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/history/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export one’s own history
         * @description The signed-in student’s history as a CSV or XLSX file.
         *
         *     Who may call it: student.
         */
        get: operations["get-student-history-export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live changes to one’s own record
         * @description A stream of server-sent events: `ready` once, then `attendance` whenever the signed-in student’s own record changes (a code scanned). Send `Accept: text/event-stream`.
         *
         *     Who may call it: student.
         */
        get: operations["get-student-events"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/students": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List students
         * @description The school’s students, searched by name (any part) or number (a whole Student ID, any letter case, or NISN) and filtered by class, department and photo, sorted (`sort`: `name` unless given, `studentNumber`, `class` or `department`, a leading `-` for the reverse; equals by name) over the whole list, then a page at a time.
         *
         *     Who may call it: canViewStudent.
         */
        get: operations["get-students"];
        put?: never;
        /**
         * Add a student
         * @description Adds a student to a class, with the school’s Student ID when given (otherwise numbered S0001…; 409 `student_number_taken` when another student of the school has it) and an optional NISN (10 digits; 409 `nisn_taken` when a student of any school has it); without a password, a one-time password is made and answered once.
         *
         *     Who may call it: canCreateStudent. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        post: operations["post-students"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/students/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export students
         * @description The same list as `GET /api/students`, every page in the same order, as a CSV or XLSX file (the import’s columns, NISN last).
         *
         *     Who may call it: canViewStudent.
         */
        get: operations["get-students-export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/students/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One student
         * @description A student’s details as the student form shows them.
         *
         *     Who may call it: canViewStudent.
         */
        get: operations["get-students-id"];
        put?: never;
        post?: never;
        /**
         * Delete a student
         * @description Removes a student; one with attendance records is archived instead, so the records stay.
         *
         *     Who may call it: canDeleteStudent. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        delete: operations["delete-students-id"];
        options?: never;
        head?: never;
        /**
         * Change a student
         * @description Changes a student’s details; without `studentNumber` the student keeps theirs, without `nisn` they have none. The same 409s as adding one.
         *
         *     Who may call it: canEditStudent. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        patch: operations["patch-students-id"];
        trace?: never;
    };
    "/api/students/{id}/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset a student’s password
         * @description Sets the given password, or makes a one-time password and answers it once.
         *
         *     Who may call it: canEditStudent. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        post: operations["post-students-id-password"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/students/import/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The students import template
         * @description A CSV file with the header line an import of students expects, and an example row.
         *
         *     Who may call it: canCreateStudent or canEditStudent.
         */
        get: operations["get-students-import-template"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/students/import/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview an import of students
         * @description What applying the file would do, row by row (add, update, unchanged, invalid and why). Nothing is saved. `createMissing=1` would add the departments (and classes) the file names that the school lacks.
         *
         *     Who may call it: canCreateStudent or canEditStudent. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        post: operations["post-students-import-preview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/students/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import students
         * @description Applies every row, or none: a file with an invalid row answers 400 `import_invalid` with its preview.
         *
         *     Who may call it: canCreateStudent or canEditStudent. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        post: operations["post-students-import"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/students/{id}/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A student’s photo
         * @description The photo at one of its sizes; staff may see any student’s, a student their own, a parent their children’s. Answers 304 to a matching If-None-Match.
         *
         *     Who may call it: headmaster, homeroom_teacher, subject_teacher, student, parent.
         */
        get: operations["get-students-id-photo"];
        /**
         * Set a student’s photo
         * @description The image is the body (up to 5 MB); what it is comes from its bytes, and it is stored as WebP in two sizes.
         *
         *     Who may call it: canEditStudent. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        put: operations["put-students-id-photo"];
        post?: never;
        /**
         * Remove a student’s photo
         * @description Removes the photo.
         *
         *     Who may call it: canEditStudent. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        delete: operations["delete-students-id-photo"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/students/photos/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview a ZIP of photos
         * @description The body is a ZIP of images named by Student ID; answers which files match a student, which match none, and which are not photos. Nothing is saved.
         *
         *     Who may call it: canEditStudent. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        post: operations["post-students-photos-preview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/students/photos/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply a ZIP of photos
         * @description Saves every matching photo, or nothing: a ZIP with a file that is not a photo answers 400 `photo_import_invalid` with its preview.
         *
         *     Who may call it: canEditStudent. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        post: operations["post-students-photos-apply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teachers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List teachers
         * @description The school’s teachers, searched and filtered by department, a page at a time.
         *
         *     Who may call it: canViewTeacher.
         */
        get: operations["get-teachers"];
        put?: never;
        /**
         * Add a teacher
         * @description Adds a teacher; without a password, a one-time password is made and answered once.
         *
         *     Who may call it: canCreateTeacher. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        post: operations["post-teachers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teachers/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Teachers to choose from
         * @description Every teacher’s id and name, for the class form’s Teacher select.
         *
         *     Who may call it: canViewTeacher or canManageClasses.
         */
        get: operations["get-teachers-options"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teachers/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export teachers
         * @description The same list as `GET /api/teachers`, every page, as a CSV or XLSX file.
         *
         *     Who may call it: canViewTeacher.
         */
        get: operations["get-teachers-export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teachers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One teacher
         * @description A teacher’s details.
         *
         *     Who may call it: canViewTeacher.
         */
        get: operations["get-teachers-id"];
        put?: never;
        post?: never;
        /**
         * Delete a teacher
         * @description Removes a teacher; one whose name is on records is archived instead, so the records keep it.
         *
         *     Who may call it: canDeleteTeacher. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        delete: operations["delete-teachers-id"];
        options?: never;
        head?: never;
        /**
         * Change a teacher
         * @description Changes a teacher’s details.
         *
         *     Who may call it: canEditTeacher. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        patch: operations["patch-teachers-id"];
        trace?: never;
    };
    "/api/teachers/{id}/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset a teacher’s password
         * @description Sets the given password, or makes a one-time password and answers it once.
         *
         *     Who may call it: canEditTeacher. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        post: operations["post-teachers-id-password"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teachers/passwords": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One-time passwords for teachers
         * @description Makes one-time passwords for the teachers who still need one and answers their sign-in slips, once.
         *
         *     Who may call it: canEditTeacher. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        post: operations["post-teachers-passwords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teachers/import/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The teachers import template
         * @description A CSV file with the header line an import of teachers expects, and an example row.
         *
         *     Who may call it: canCreateTeacher or canEditTeacher.
         */
        get: operations["get-teachers-import-template"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teachers/import/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview an import of teachers
         * @description What applying the file would do, row by row (add, update, unchanged, invalid and why). Nothing is saved. `createMissing=1` would add the departments (and classes) the file names that the school lacks.
         *
         *     Who may call it: canCreateTeacher or canEditTeacher. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        post: operations["post-teachers-import-preview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teachers/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import teachers
         * @description Applies every row, or none: a file with an invalid row answers 400 `import_invalid` with its preview.
         *
         *     Who may call it: canCreateTeacher or canEditTeacher. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        post: operations["post-teachers-import"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The school’s API tokens
         * @description Every token of the school, newest first, revoked ones included: name, scopes, who created it and when, when it was last used. Never a secret.
         *
         *     Who may call it: headmaster.
         */
        get: operations["get-tokens"];
        put?: never;
        /**
         * Create an API token
         * @description A named token with scopes. The answer carries its secret, this once: only a keyed hash is kept. Audited.
         *
         *     Who may call it: headmaster. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        post: operations["post-tokens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tokens/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke an API token
         * @description The token is refused (401 `invalid_token`) from the next request on; it stays in the list, marked revoked. Audited.
         *
         *     Who may call it: headmaster. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        post: operations["post-tokens-id-revoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roster/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sync classes, students and teachers by their external ids
         * @description Upserts, in this order and in one transaction, classes (with the class form’s checks; a new external id with the name of a class that has none adopts it), students and teachers (with the CSV imports’ checks and messages), each named by the sending system’s id. A student names its class by `classExternalId` (a class of this request or synced before) or by `class`, its name; a teacher its homeroom by `homeroomClassExternalId` or `homeroomClass`. Missing departments, and classes named by name, are created. A student’s `studentNumber` (the school’s Student ID) is kept as given, and a `nisn` held by a student of any school is refused. All or nothing: one entry with a problem answers 400 with `fields` keyed `classes|students|teachers.<index>.<field>`, and nothing changes. The same batch sent again changes nothing.
         *
         *     Who may call it: headmaster; token: roster:write. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        post: operations["post-roster-sync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/timetable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The school’s week
         * @description The bell schedule and the week’s lessons (of one class or one teacher when asked), by weekday and period.
         *
         *     Who may call it: canTakeAttendance.
         */
        get: operations["get-timetable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/timetable/periods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the bell schedule
         * @description Replaces the periods of every weekday with their times. A weekday may not have a period number twice or periods that overlap; a period a lesson takes may not go (409 `period_in_use`).
         *
         *     Who may call it: headmaster. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        put: operations["put-timetable-periods"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/timetable/lessons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a lesson
         * @description Puts a class, a subject and a teacher in a period of a weekday the bell schedule has. A class has one lesson a period (409 `lesson_slot_taken`), and so does a teacher (409 `teacher_busy`).
         *
         *     Who may call it: headmaster. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        post: operations["post-timetable-lessons"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/timetable/lessons/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a lesson
         * @description Takes a lesson out of the week, with its one-date changes.
         *
         *     Who may call it: headmaster. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        delete: operations["delete-timetable-lessons-id"];
        options?: never;
        head?: never;
        /**
         * Change a lesson
         * @description Moves a lesson, or gives it another class, subject or teacher, as adding one checks.
         *
         *     Who may call it: headmaster. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        patch: operations["patch-timetable-lessons-id"];
        trace?: never;
    };
    "/api/timetable/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One-date changes
         * @description The lessons cancelled or given to a substitute between two dates (at most 366 days).
         *
         *     Who may call it: canTakeAttendance.
         */
        get: operations["get-timetable-changes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/timetable/lessons/{id}/dates/{date}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Cancel a lesson, or give it to a substitute, for one date
         * @description The date must be a school day on the lesson’s weekday. A substitute teaches and takes the register that date only; one who teaches or substitutes in that period then is refused (409 `teacher_busy`).
         *
         *     Who may call it: headmaster. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        put: operations["put-timetable-lessons-id-dates-date"];
        post?: never;
        /**
         * Undo one date’s change
         * @description The lesson takes place that date as the week has it.
         *
         *     Who may call it: headmaster. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        delete: operations["delete-timetable-lessons-id-dates-date"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/students/passwords": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One-time passwords for many students
         * @description Makes one-time passwords for the chosen students (or a class) and answers their sign-in slips, once.
         *
         *     Who may call it: canEditStudent. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        post: operations["post-students-passwords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Notices sent
         * @description Every message to families and staff with its state (queued, sending, sent, failed, held), by day and state, a page at a time, and how they are delivered.
         *
         *     Who may call it: headmaster.
         */
        get: operations["get-notices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notices/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a failed notice again
         * @description Queues a failed notice again; one in any other state is refused with 409 `notice_not_failed`.
         *
         *     Who may call it: headmaster. A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).
         */
        post: operations["post-notices-id-retry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This description
         * @description The OpenAPI 3.1 description of every route, generated from the shared zod contracts and the access each route declares. Public: it describes shapes, never data.
         *
         *     Anyone, signed in or not.
         */
        get: operations["get-openapi.json"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "get-health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        /** @enum {string} */
                        database: "sqlite" | "postgres";
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description A token was sent that is not valid.
             *
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused as sent.
             *
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "token_not_accepted";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "post-auth-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    kind: "student";
                    identifier: string;
                    password: string;
                } | {
                    /** @constant */
                    kind: "staff";
                    identifier: string;
                    password: string;
                } | {
                    /** @constant */
                    kind: "parent";
                    identifier: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            role: "headmaster" | "homeroom_teacher" | "subject_teacher" | "student" | "parent";
                            email: string | null;
                            parentNumber: string | null;
                            mustChangePassword: boolean;
                            /** @enum {string} */
                            language: "en" | "id";
                            preferences: {
                                /** @enum {string} */
                                theme: "dark" | "light";
                                emailNotifications: boolean;
                                language: ("en" | "id") | null;
                            };
                        };
                        permissions: {
                            canCreateStudent: boolean;
                            canEditStudent: boolean;
                            canDeleteStudent: boolean;
                            canViewStudent: boolean;
                            canCreateTeacher: boolean;
                            canEditTeacher: boolean;
                            canDeleteTeacher: boolean;
                            canViewTeacher: boolean;
                            canManageClasses: boolean;
                            canTakeAttendance: boolean;
                        };
                        school: {
                            name: string;
                            timeZone: string;
                            /** @enum {string} */
                            defaultLanguage: "en" | "id";
                            levelNames: {
                                Junior: string | null;
                                Senior: string | null;
                            };
                        };
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description A token was sent that is not valid.
             *
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             *     - `invalid_credentials`: The identifier or the password is wrong.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "invalid_token" | "invalid_credentials";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused as sent.
             *
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "token_not_accepted" | "csrf_refused";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused: `code` says why.
             *
             *     - `rate_limited`: Too many tries: `retryAfterSeconds` says when to try again.
             */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "rate_limited";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "post-auth-logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description A token was sent that is not valid.
             *
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused as sent.
             *
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "token_not_accepted" | "csrf_refused";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-auth-me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            role: "headmaster" | "homeroom_teacher" | "subject_teacher" | "student" | "parent";
                            email: string | null;
                            parentNumber: string | null;
                            mustChangePassword: boolean;
                            /** @enum {string} */
                            language: "en" | "id";
                            preferences: {
                                /** @enum {string} */
                                theme: "dark" | "light";
                                emailNotifications: boolean;
                                language: ("en" | "id") | null;
                            };
                        };
                        permissions: {
                            canCreateStudent: boolean;
                            canEditStudent: boolean;
                            canDeleteStudent: boolean;
                            canViewStudent: boolean;
                            canCreateTeacher: boolean;
                            canEditTeacher: boolean;
                            canDeleteTeacher: boolean;
                            canViewTeacher: boolean;
                            canManageClasses: boolean;
                            canTakeAttendance: boolean;
                        };
                        school: {
                            name: string;
                            timeZone: string;
                            /** @enum {string} */
                            defaultLanguage: "en" | "id";
                            levelNames: {
                                Junior: string | null;
                                Senior: string | null;
                            };
                        };
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-auth-demo-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        password: string;
                        accounts: {
                            /** @enum {string} */
                            role: "headmaster" | "homeroom_teacher" | "subject_teacher" | "student" | "parent";
                            name: string;
                            /** @enum {string} */
                            kind: "student" | "staff" | "parent";
                            identifier: string;
                        }[];
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description A token was sent that is not valid.
             *
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused as sent.
             *
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "token_not_accepted";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             *     - `not_found`: No such row in this school.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here" | "not_found";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "patch-account-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email?: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            role: "headmaster" | "homeroom_teacher" | "subject_teacher" | "student" | "parent";
                            email: string | null;
                            parentNumber: string | null;
                            mustChangePassword: boolean;
                            /** @enum {string} */
                            language: "en" | "id";
                            preferences: {
                                /** @enum {string} */
                                theme: "dark" | "light";
                                emailNotifications: boolean;
                                language: ("en" | "id") | null;
                            };
                        };
                        permissions: {
                            canCreateStudent: boolean;
                            canEditStudent: boolean;
                            canDeleteStudent: boolean;
                            canViewStudent: boolean;
                            canCreateTeacher: boolean;
                            canEditTeacher: boolean;
                            canDeleteTeacher: boolean;
                            canViewTeacher: boolean;
                            canManageClasses: boolean;
                            canTakeAttendance: boolean;
                        };
                        school: {
                            name: string;
                            timeZone: string;
                            /** @enum {string} */
                            defaultLanguage: "en" | "id";
                            levelNames: {
                                Junior: string | null;
                                Senior: string | null;
                            };
                        };
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             *     - `name_kept_by_staff`: A student’s name is kept by the school’s staff.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required" | "name_kept_by_staff";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused: `code` says why.
             *
             *     - `email_taken`: Another account has this email.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "email_taken";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "post-account-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    newPassword: string;
                    confirmPassword: string;
                };
            };
        };
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "patch-account-preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    theme?: "dark" | "light";
                    emailNotifications?: boolean;
                    language?: ("en" | "id") | null;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            role: "headmaster" | "homeroom_teacher" | "subject_teacher" | "student" | "parent";
                            email: string | null;
                            parentNumber: string | null;
                            mustChangePassword: boolean;
                            /** @enum {string} */
                            language: "en" | "id";
                            preferences: {
                                /** @enum {string} */
                                theme: "dark" | "light";
                                emailNotifications: boolean;
                                language: ("en" | "id") | null;
                            };
                        };
                        permissions: {
                            canCreateStudent: boolean;
                            canEditStudent: boolean;
                            canDeleteStudent: boolean;
                            canViewStudent: boolean;
                            canCreateTeacher: boolean;
                            canEditTeacher: boolean;
                            canDeleteTeacher: boolean;
                            canViewTeacher: boolean;
                            canManageClasses: boolean;
                            canTakeAttendance: boolean;
                        };
                        school: {
                            name: string;
                            timeZone: string;
                            /** @enum {string} */
                            defaultLanguage: "en" | "id";
                            levelNames: {
                                Junior: string | null;
                                Senior: string | null;
                            };
                        };
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-account-notice-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        quietHours: {
                            start: string;
                            end: string;
                        } | null;
                        language: ("en" | "id") | null;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "put-account-notice-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    quietHours: {
                        start: string;
                        end: string;
                    } | null;
                    language: ("en" | "id") | null;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        quietHours: {
                            start: string;
                            end: string;
                        } | null;
                        language: ("en" | "id") | null;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-classes": {
        parameters: {
            query?: {
                q?: string;
                departmentId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        classes: {
                            id: string;
                            name: string;
                            department: string;
                            departmentId: string;
                            teacher: {
                                id: string;
                                name: string;
                            } | null;
                            homeroomTeacherId: string | null;
                            studentCount: number;
                        }[];
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "post-classes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    departmentId: string;
                    teacherId: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        department: string;
                        departmentId: string;
                        teacher: {
                            id: string;
                            name: string;
                        } | null;
                        homeroomTeacherId: string | null;
                        studentCount: number;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused: `code` says why.
             *
             *     - `class_name_taken`: Another class has this name.
             *     - `teacher_has_homeroom`: The teacher is homeroom teacher of another class.
             *     - `homeroom_taken`: The class already has a homeroom teacher.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "class_name_taken" | "teacher_has_homeroom" | "homeroom_taken";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-classes-export": {
        parameters: {
            query: {
                q?: string;
                departmentId?: string;
                format: "csv" | "xlsx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "delete-classes-id": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The row’s id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        archived: boolean;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `not_found`: No such row in this school.
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "not_found" | "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused: `code` says why.
             *
             *     - `class_has_students`: The class still has students.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "class_has_students";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "patch-classes-id": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The row’s id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    departmentId: string;
                    teacherId: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        department: string;
                        departmentId: string;
                        teacher: {
                            id: string;
                            name: string;
                        } | null;
                        homeroomTeacherId: string | null;
                        studentCount: number;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `not_found`: No such row in this school.
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "not_found" | "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused: `code` says why.
             *
             *     - `class_name_taken`: Another class has this name.
             *     - `teacher_has_homeroom`: The teacher is homeroom teacher of another class.
             *     - `homeroom_taken`: The class already has a homeroom teacher.
             *     - `class_has_homeroom_teacher`: The class has a homeroom teacher.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "class_name_taken" | "teacher_has_homeroom" | "homeroom_taken" | "class_has_homeroom_teacher";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-departments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        departments: {
                            id: string;
                            name: string;
                        }[];
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "post-departments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        classCount: number;
                        teacherCount: number;
                        studentCount: number;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused: `code` says why.
             *
             *     - `department_name_taken`: Another department has this name.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "department_name_taken";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-departments-manage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        departments: {
                            id: string;
                            name: string;
                            classCount: number;
                            teacherCount: number;
                            studentCount: number;
                        }[];
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "patch-departments-id": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The row’s id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        classCount: number;
                        teacherCount: number;
                        studentCount: number;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `not_found`: No such row in this school.
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "not_found" | "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused: `code` says why.
             *
             *     - `department_name_taken`: Another department has this name.
             *     - `department_name_archived`: An archived department has this name: restore it instead.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "department_name_taken" | "department_name_archived";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "post-departments-id-archive": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The row’s id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `not_found`: No such row in this school.
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "not_found" | "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused: `code` says why.
             *
             *     - `department_in_use`: Classes or teachers still use the department.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "department_in_use";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "post-families-register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    name: string;
                    email: string;
                    password: string;
                    confirmPassword: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            role: "headmaster" | "homeroom_teacher" | "subject_teacher" | "student" | "parent";
                            email: string | null;
                            parentNumber: string | null;
                            mustChangePassword: boolean;
                            /** @enum {string} */
                            language: "en" | "id";
                            preferences: {
                                /** @enum {string} */
                                theme: "dark" | "light";
                                emailNotifications: boolean;
                                language: ("en" | "id") | null;
                            };
                        };
                        permissions: {
                            canCreateStudent: boolean;
                            canEditStudent: boolean;
                            canDeleteStudent: boolean;
                            canViewStudent: boolean;
                            canCreateTeacher: boolean;
                            canEditTeacher: boolean;
                            canDeleteTeacher: boolean;
                            canViewTeacher: boolean;
                            canManageClasses: boolean;
                            canTakeAttendance: boolean;
                        };
                        school: {
                            name: string;
                            timeZone: string;
                            /** @enum {string} */
                            defaultLanguage: "en" | "id";
                            levelNames: {
                                Junior: string | null;
                                Senior: string | null;
                            };
                        };
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description A token was sent that is not valid.
             *
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused as sent.
             *
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "token_not_accepted" | "csrf_refused";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused: `code` says why.
             *
             *     - `email_taken`: Another account has this email.
             *     - `guardians_full`: The student has as many parents as the school allows.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "email_taken" | "guardians_full";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused: `code` says why.
             *
             *     - `link_codes_network_limit`: Too many link codes tried from this network: `retryAfterSeconds` says when.
             *     - `link_codes_school_limit`: Too many link codes tried at this school: `retryAfterSeconds` says when.
             */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "link_codes_network_limit" | "link_codes_school_limit";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-parent-children": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        children: {
                            id: string;
                            name: string;
                            className: string;
                            today: {
                                date: string;
                                isSchoolDay: boolean;
                                record: {
                                    status: string;
                                    time: string;
                                    method: string;
                                } | null;
                                departure: {
                                    time: string;
                                    leftEarly: boolean;
                                } | null;
                            };
                        }[];
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "post-parent-children": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        child: {
                            id: string;
                            name: string;
                            className: string;
                        };
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused: `code` says why.
             *
             *     - `already_linked`: The parent is already linked to this student.
             *     - `guardians_full`: The student has as many parents as the school allows.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "already_linked" | "guardians_full";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused: `code` says why.
             *
             *     - `link_codes_account_limit`: Too many link codes tried from this account: `retryAfterSeconds` says when.
             */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "link_codes_account_limit";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-parent-children-id": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The row’s id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        student: {
                            id: string;
                            name: string;
                            studentNumber: string;
                            nisn: string | null;
                            className: string;
                            department: string;
                            /** @enum {string} */
                            level: "Junior" | "Senior";
                            parentNumber: string;
                            emergencyContact: string | null;
                            gpa: number | null;
                            major: string | null;
                            bloodType: string | null;
                            allergies: string | null;
                            photoUpdatedAt: string | null;
                        };
                        today: {
                            date: string;
                            isSchoolDay: boolean;
                            record: {
                                date: string;
                                /** @enum {string} */
                                status: "present" | "absent" | "late" | "sick" | "permission";
                                /** @enum {string} */
                                method: "qr" | "manual" | "request";
                                recordedAt: string;
                                time: string;
                            } | null;
                            departure: {
                                time: string;
                                leftEarly: boolean;
                            } | null;
                            goingHome: boolean;
                        };
                        recent: {
                            date: string;
                            record: {
                                date: string;
                                /** @enum {string} */
                                status: "present" | "absent" | "late" | "sick" | "permission";
                                /** @enum {string} */
                                method: "qr" | "manual" | "request";
                                recordedAt: string;
                                time: string;
                            } | null;
                        }[];
                        attendance: {
                            rate: number | null;
                            attended: number;
                            schoolDays: number;
                        };
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `not_found`: No such row in this school.
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "not_found" | "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-parent-children-id-history": {
        parameters: {
            query: {
                /** @description A calendar day in the school's time zone, YYYY-MM-DD, from 2000-01-01 to 2099-12-31. */
                from: string;
                /** @description A calendar day in the school's time zone, YYYY-MM-DD, from 2000-01-01 to 2099-12-31. */
                to: string;
            };
            header?: never;
            path: {
                /** @description The row’s id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        student: {
                            id: string;
                            name: string;
                            className: string;
                        };
                        from: string;
                        to: string;
                        days: {
                            date: string;
                            status: ("present" | "late" | "absent" | "sick" | "permission") | null;
                            note: string | null;
                        }[];
                        counts: {
                            present: number;
                            late: number;
                            absent: number;
                            sick: number;
                            permission: number;
                            notRecorded: number;
                        };
                        rate: number | null;
                        longestAbsenceStreak: number;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `not_found`: No such row in this school.
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "not_found" | "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-parent-children-id-notices": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The row’s id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        notices: {
                            id: string;
                            subject: string;
                            /** @enum {string} */
                            state: "queued" | "sending" | "sent" | "failed" | "held";
                            date: string;
                            queuedAt: string;
                            sentAt: string | null;
                        }[];
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `not_found`: No such row in this school.
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "not_found" | "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "post-students-id-link-codes": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The row’s id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        expiresAt: string;
                        student: {
                            id: string;
                            name: string;
                            className: string;
                        };
                        schoolName: string;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `not_found`: No such row in this school.
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "not_found" | "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-students-id-guardians": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The row’s id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        guardians: {
                            id: string;
                            name: string;
                            email: string;
                            linkedAt: string;
                        }[];
                        openCodes: number;
                        max: number;
                        mayLink: boolean;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `not_found`: No such row in this school.
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "not_found" | "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "delete-students-id-guardians-parentId": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The row’s id. */
                id: string;
                /** @description The adult’s id. */
                parentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `not_found`: No such row in this school.
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "not_found" | "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-absence-requests": {
        parameters: {
            query?: {
                state?: "pending" | "approved" | "rejected" | "withdrawn" | "cancelled";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        requests: {
                            id: string;
                            student: {
                                id: string;
                                name: string;
                                className: string;
                            };
                            from: string;
                            to: string;
                            schoolDays: string[];
                            /** @enum {string} */
                            reason: "sick" | "permission";
                            note: string;
                            requestedBy: {
                                id: string;
                                name: string;
                            };
                            requestedAt: string;
                            /** @enum {string} */
                            state: "pending" | "approved" | "rejected" | "withdrawn" | "cancelled";
                            decidedBy: {
                                id: string;
                                name: string;
                            } | null;
                            decidedAt: string | null;
                            decisionNote: string | null;
                            skippedDays: string[];
                            approvalDays: ({
                                date: string;
                                /** @constant */
                                outcome: "recorded";
                                was: "absent" | null;
                            } | {
                                date: string;
                                /** @constant */
                                outcome: "kept";
                                /** @enum {string} */
                                status: "present" | "absent" | "late" | "sick" | "permission";
                                /** @enum {string} */
                                by: "staff" | "scan" | "request";
                            })[];
                            cancelledBy: {
                                id: string;
                                name: string;
                            } | null;
                            cancelledAt: string | null;
                            attachment: {
                                name: string;
                                type: string;
                                size: number;
                            } | null;
                        }[];
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "post-absence-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    studentId?: string;
                    /** @description A calendar day in the school's time zone, YYYY-MM-DD, from 2000-01-01 to 2099-12-31. */
                    from: string;
                    /** @description A calendar day in the school's time zone, YYYY-MM-DD, from 2000-01-01 to 2099-12-31. */
                    to: string;
                    /** @enum {string} */
                    reason: "sick" | "permission";
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        student: {
                            id: string;
                            name: string;
                            className: string;
                        };
                        from: string;
                        to: string;
                        schoolDays: string[];
                        /** @enum {string} */
                        reason: "sick" | "permission";
                        note: string;
                        requestedBy: {
                            id: string;
                            name: string;
                        };
                        requestedAt: string;
                        /** @enum {string} */
                        state: "pending" | "approved" | "rejected" | "withdrawn" | "cancelled";
                        decidedBy: {
                            id: string;
                            name: string;
                        } | null;
                        decidedAt: string | null;
                        decisionNote: string | null;
                        skippedDays: string[];
                        approvalDays: ({
                            date: string;
                            /** @constant */
                            outcome: "recorded";
                            was: "absent" | null;
                        } | {
                            date: string;
                            /** @constant */
                            outcome: "kept";
                            /** @enum {string} */
                            status: "present" | "absent" | "late" | "sick" | "permission";
                            /** @enum {string} */
                            by: "staff" | "scan" | "request";
                        })[];
                        cancelledBy: {
                            id: string;
                            name: string;
                        } | null;
                        cancelledAt: string | null;
                        attachment: {
                            name: string;
                            type: string;
                            size: number;
                        } | null;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             *     - `not_found`: No such row in this school.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here" | "not_found";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused: `code` says why.
             *
             *     - `request_overlaps`: Another request covers one of these days.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "request_overlaps";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-absence-requests-window": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        first: string;
                        last: string;
                        suggested: string;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "post-absence-requests-id-decision": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The row’s id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    decision: "approve" | "reject";
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        student: {
                            id: string;
                            name: string;
                            className: string;
                        };
                        from: string;
                        to: string;
                        schoolDays: string[];
                        /** @enum {string} */
                        reason: "sick" | "permission";
                        note: string;
                        requestedBy: {
                            id: string;
                            name: string;
                        };
                        requestedAt: string;
                        /** @enum {string} */
                        state: "pending" | "approved" | "rejected" | "withdrawn" | "cancelled";
                        decidedBy: {
                            id: string;
                            name: string;
                        } | null;
                        decidedAt: string | null;
                        decisionNote: string | null;
                        skippedDays: string[];
                        approvalDays: ({
                            date: string;
                            /** @constant */
                            outcome: "recorded";
                            was: "absent" | null;
                        } | {
                            date: string;
                            /** @constant */
                            outcome: "kept";
                            /** @enum {string} */
                            status: "present" | "absent" | "late" | "sick" | "permission";
                            /** @enum {string} */
                            by: "staff" | "scan" | "request";
                        })[];
                        cancelledBy: {
                            id: string;
                            name: string;
                        } | null;
                        cancelledAt: string | null;
                        attachment: {
                            name: string;
                            type: string;
                            size: number;
                        } | null;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `not_found`: No such row in this school.
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "not_found" | "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused: `code` says why.
             *
             *     - `request_not_pending`: The request was decided or withdrawn already.
             *     - `recorded_meanwhile`: Staff recorded one of these days meanwhile.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "request_not_pending" | "recorded_meanwhile";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "post-absence-requests-id-withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The row’s id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        student: {
                            id: string;
                            name: string;
                            className: string;
                        };
                        from: string;
                        to: string;
                        schoolDays: string[];
                        /** @enum {string} */
                        reason: "sick" | "permission";
                        note: string;
                        requestedBy: {
                            id: string;
                            name: string;
                        };
                        requestedAt: string;
                        /** @enum {string} */
                        state: "pending" | "approved" | "rejected" | "withdrawn" | "cancelled";
                        decidedBy: {
                            id: string;
                            name: string;
                        } | null;
                        decidedAt: string | null;
                        decisionNote: string | null;
                        skippedDays: string[];
                        approvalDays: ({
                            date: string;
                            /** @constant */
                            outcome: "recorded";
                            was: "absent" | null;
                        } | {
                            date: string;
                            /** @constant */
                            outcome: "kept";
                            /** @enum {string} */
                            status: "present" | "absent" | "late" | "sick" | "permission";
                            /** @enum {string} */
                            by: "staff" | "scan" | "request";
                        })[];
                        cancelledBy: {
                            id: string;
                            name: string;
                        } | null;
                        cancelledAt: string | null;
                        attachment: {
                            name: string;
                            type: string;
                            size: number;
                        } | null;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `not_found`: No such row in this school.
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "not_found" | "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused: `code` says why.
             *
             *     - `request_not_pending`: The request was decided or withdrawn already.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "request_not_pending";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "post-absence-requests-id-cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The row’s id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        student: {
                            id: string;
                            name: string;
                            className: string;
                        };
                        from: string;
                        to: string;
                        schoolDays: string[];
                        /** @enum {string} */
                        reason: "sick" | "permission";
                        note: string;
                        requestedBy: {
                            id: string;
                            name: string;
                        };
                        requestedAt: string;
                        /** @enum {string} */
                        state: "pending" | "approved" | "rejected" | "withdrawn" | "cancelled";
                        decidedBy: {
                            id: string;
                            name: string;
                        } | null;
                        decidedAt: string | null;
                        decisionNote: string | null;
                        skippedDays: string[];
                        approvalDays: ({
                            date: string;
                            /** @constant */
                            outcome: "recorded";
                            was: "absent" | null;
                        } | {
                            date: string;
                            /** @constant */
                            outcome: "kept";
                            /** @enum {string} */
                            status: "present" | "absent" | "late" | "sick" | "permission";
                            /** @enum {string} */
                            by: "staff" | "scan" | "request";
                        })[];
                        cancelledBy: {
                            id: string;
                            name: string;
                        } | null;
                        cancelledAt: string | null;
                        attachment: {
                            name: string;
                            type: string;
                            size: number;
                        } | null;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `not_found`: No such row in this school.
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "not_found" | "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused: `code` says why.
             *
             *     - `request_not_approved`: The request is not approved.
             *     - `request_days_passed`: The request’s days have passed.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "request_not_approved" | "request_days_passed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-absence-requests-id-attachment": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The row’s id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                    "application/pdf": string;
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `not_found`: No such row in this school.
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "not_found" | "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "put-absence-requests-id-attachment": {
        parameters: {
            query?: {
                name?: string;
            };
            header?: never;
            path: {
                /** @description The row’s id. */
                id: string;
            };
            cookie?: never;
        };
        /** @description The file itself. */
        requestBody: {
            content: {
                "image/jpeg": string;
                "image/png": string;
                "application/pdf": string;
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        /** @enum {string} */
                        type: "image/jpeg" | "image/png" | "application/pdf";
                        size: number;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `not_found`: No such row in this school.
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "not_found" | "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused: `code` says why.
             *
             *     - `request_not_pending`: The request was decided or withdrawn already.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "request_not_pending";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             *     - `attachment_too_large`: The attachment is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large" | "attachment_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             *     - `attachment_type`: The attachment is not a JPEG, PNG or PDF.
             *     - `attachment_type_mismatch`: The attachment’s contents are not of the type it names.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type" | "attachment_type" | "attachment_type_mismatch";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-school-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        settings: {
                            name: string;
                            timeZone: string;
                            schoolDayStart: string;
                            lateAfter: string;
                            schoolDays: number[];
                            schoolWeek: {
                                initial: number[];
                                changes: {
                                    from: string;
                                    days: number[];
                                }[];
                            };
                            termStart: string | null;
                            termEnd: string | null;
                            holidays: {
                                date: string;
                                name: string;
                            }[];
                            warningThreshold: number;
                            notifyLate: boolean;
                            confirmCards: boolean;
                            departureScans: boolean;
                            departuresFrom: string;
                            schoolDayEnd: string;
                            noticeCutoffMinutes: number;
                            noticeContact: string | null;
                            /** @enum {string} */
                            defaultLanguage: "en" | "id";
                            levelNames: {
                                Junior: string | null;
                                Senior: string | null;
                            };
                            city: string | null;
                        };
                        today: string;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "put-school-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    timeZone: string;
                    schoolDayStart: string;
                    lateAfter: string;
                    schoolDays: number[];
                    schoolDaysFrom?: string;
                    termStart?: string | null;
                    termEnd?: string | null;
                    holidays?: {
                        name: string;
                        date?: string;
                        from?: string;
                        to?: "" | string;
                    }[];
                    warningThreshold?: number;
                    notifyLate?: boolean;
                    confirmCards?: boolean;
                    departureScans?: boolean;
                    departuresFrom?: string;
                    schoolDayEnd?: string;
                    noticeCutoffMinutes?: number;
                    noticeContact?: string | null;
                    /** @enum {string} */
                    defaultLanguage?: "en" | "id";
                    levelNames?: {
                        Junior?: string | null;
                        Senior?: string | null;
                    };
                    city?: string | null;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        settings: {
                            name: string;
                            timeZone: string;
                            schoolDayStart: string;
                            lateAfter: string;
                            schoolDays: number[];
                            schoolWeek: {
                                initial: number[];
                                changes: {
                                    from: string;
                                    days: number[];
                                }[];
                            };
                            termStart: string | null;
                            termEnd: string | null;
                            holidays: {
                                date: string;
                                name: string;
                            }[];
                            warningThreshold: number;
                            notifyLate: boolean;
                            confirmCards: boolean;
                            departureScans: boolean;
                            departuresFrom: string;
                            schoolDayEnd: string;
                            noticeCutoffMinutes: number;
                            noticeContact: string | null;
                            /** @enum {string} */
                            defaultLanguage: "en" | "id";
                            levelNames: {
                                Junior: string | null;
                                Senior: string | null;
                            };
                            city: string | null;
                        };
                        today: string;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             *     - `past_calendar`: The school days or holidays of a day already past cannot change.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required" | "past_calendar";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-school-setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        steps: {
                            /** @enum {string} */
                            step: "settings" | "departments" | "teachers" | "classes" | "students" | "passwords" | "rollCall";
                            done: boolean;
                        }[];
                        complete: boolean;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-schools-current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        school: {
                            name: string;
                            code: string;
                        } | null;
                        namedBy: ("host" | "device" | "only") | null;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description A token was sent that is not valid.
             *
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused as sent.
             *
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "token_not_accepted";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "post-schools-choose": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        school: {
                            name: string;
                            code: string;
                        } | null;
                        namedBy: ("host" | "device" | "only") | null;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description A token was sent that is not valid.
             *
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused as sent.
             *
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "token_not_accepted" | "csrf_refused";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused: `code` says why.
             *
             *     - `school_code_unknown`: No school has this code.
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "school_code_unknown" | "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "delete-schools-choose": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description A token was sent that is not valid.
             *
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused as sent.
             *
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "token_not_accepted" | "csrf_refused";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "post-district-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: string;
                            name: string;
                            email: string;
                        };
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description A token was sent that is not valid.
             *
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             *     - `invalid_credentials`: The identifier or the password is wrong.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "invalid_token" | "invalid_credentials";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused as sent.
             *
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "token_not_accepted" | "csrf_refused";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused: `code` says why.
             *
             *     - `rate_limited`: Too many tries: `retryAfterSeconds` says when to try again.
             */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "rate_limited";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "post-district-logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description A token was sent that is not valid.
             *
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused as sent.
             *
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "token_not_accepted" | "csrf_refused";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-district-me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: string;
                            name: string;
                            email: string;
                        };
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-district-schools": {
        parameters: {
            query?: {
                date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        schools: {
                            name: string;
                            code: string;
                            timeZone: string;
                            students: number;
                            todayRate: number | null;
                            termRate: number | null;
                            earlyWarnings: number;
                            date: string;
                            completion: {
                                taken: number;
                                classes: number;
                            };
                        }[];
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             *     - `token_scope_missing`: The API token has no scope this route accepts.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required" | "token_scope_missing";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "post-district-schools": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    code: string;
                    timeZone: string;
                    /**
                     * @default en
                     * @enum {string}
                     */
                    language?: "en" | "id";
                    headmaster: {
                        name: string;
                        email: string;
                        password: string;
                    };
                };
            };
        };
        responses: {
            /** @description Done. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        school: {
                            name: string;
                            code: string;
                        };
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused: `code` says why.
             *
             *     - `school_code_taken`: Another school has this code.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "school_code_taken";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-district-schools-code-days": {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        school: {
                            name: string;
                            code: string;
                            timeZone: string;
                        };
                        from: string;
                        to: string;
                        today: string;
                        days: {
                            date: string;
                            isSchoolDay: boolean;
                            students: number | null;
                            counts: {
                                present: number;
                                late: number;
                                absent: number;
                                sick: number;
                                permission: number;
                                notRecorded: number;
                            } | null;
                            rate: number | null;
                            completion: {
                                taken: number;
                                classes: number;
                            };
                        }[];
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             *     - `token_scope_missing`: The API token has no scope this route accepts.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required" | "token_scope_missing";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `not_found`: No such row in this school.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "not_found";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-district-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tokens: {
                            id: string;
                            name: string;
                            scopes: ("attendance:read" | "reports:read" | "roster:write")[];
                            createdAt: string;
                            /** @description The name of the user who created it. */
                            createdBy: string | null;
                            lastUsedAt: string | null;
                            revokedAt: string | null;
                        }[];
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "post-district-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    scopes: ("attendance:read" | "reports:read")[];
                };
            };
        };
        responses: {
            /** @description Done. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: {
                            id: string;
                            name: string;
                            scopes: ("attendance:read" | "reports:read" | "roster:write")[];
                            createdAt: string;
                            /** @description The name of the user who created it. */
                            createdBy: string | null;
                            lastUsedAt: string | null;
                            revokedAt: string | null;
                        };
                        /** @description Send as `Authorization: Bearer <secret>`. Shown only in this answer. */
                        secret: string;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "post-district-tokens-id-revoke": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The row’s id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `not_found`: No such row in this school.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "not_found";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-attendance-day": {
        parameters: {
            query?: {
                date?: string;
                q?: string;
                classId?: string;
                status?: "present" | "absent" | "late" | "sick" | "permission" | "not_recorded";
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        date: string;
                        today: string;
                        isSchoolDay: boolean;
                        rows: {
                            student: {
                                id: string;
                                name: string;
                                parentNumber: string;
                                studentNumber: string;
                            };
                            class: {
                                id: string;
                                name: string;
                            };
                            department: string;
                            record: {
                                /** @enum {string} */
                                status: "present" | "absent" | "late" | "sick" | "permission";
                                /** @enum {string} */
                                method: "qr" | "manual" | "request";
                                note: string | null;
                                recordedAt: string;
                                recordedBy: {
                                    id: string;
                                    name: string;
                                } | null;
                            } | null;
                            departure?: {
                                time: string;
                                leftEarly: boolean;
                            } | null;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                        counts: {
                            present: number;
                            late: number;
                            absent: number;
                            sick: number;
                            permission: number;
                            notRecorded: number;
                        };
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             *     - `token_scope_missing`: The API token has no scope this route accepts.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required" | "token_scope_missing";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "put-attendance-records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    studentId: string;
                    /** @description A calendar day in the school's time zone, YYYY-MM-DD, from 2000-01-01 to 2099-12-31. */
                    date: string;
                    /** @enum {string} */
                    status: "present" | "absent" | "late" | "sick" | "permission";
                    note?: string;
                    overwrite?: boolean;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        row: {
                            student: {
                                id: string;
                                name: string;
                                parentNumber: string;
                                studentNumber: string;
                            };
                            class: {
                                id: string;
                                name: string;
                            };
                            department: string;
                            record: {
                                /** @enum {string} */
                                status: "present" | "absent" | "late" | "sick" | "permission";
                                /** @enum {string} */
                                method: "qr" | "manual" | "request";
                                note: string | null;
                                recordedAt: string;
                                recordedBy: {
                                    id: string;
                                    name: string;
                                } | null;
                            } | null;
                            departure?: {
                                time: string;
                                leftEarly: boolean;
                            } | null;
                        };
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             *     - `future_date`: The day is after today.
             *     - `date_too_early`: The day is before the term (or the school) began.
             *     - `not_school_day`: The day is not a school day (a weekend or a holiday).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required" | "future_date" | "date_too_early" | "not_school_day";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             *     - `not_found`: No such row in this school.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here" | "not_found";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused: `code` says why.
             *
             *     - `recorded_by_other`: Someone else recorded the student meanwhile: the answer lists what would be overwritten.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "recorded_by_other";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "put-attendance-departures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    studentId: string;
                    /** @description A calendar day in the school's time zone, YYYY-MM-DD, from 2000-01-01 to 2099-12-31. */
                    date: string;
                    time: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        row: {
                            student: {
                                id: string;
                                name: string;
                                parentNumber: string;
                                studentNumber: string;
                            };
                            class: {
                                id: string;
                                name: string;
                            };
                            department: string;
                            record: {
                                /** @enum {string} */
                                status: "present" | "absent" | "late" | "sick" | "permission";
                                /** @enum {string} */
                                method: "qr" | "manual" | "request";
                                note: string | null;
                                recordedAt: string;
                                recordedBy: {
                                    id: string;
                                    name: string;
                                } | null;
                            } | null;
                            departure?: {
                                time: string;
                                leftEarly: boolean;
                            } | null;
                        };
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             *     - `future_date`: The day is after today.
             *     - `date_too_early`: The day is before the term (or the school) began.
             *     - `not_school_day`: The day is not a school day (a weekend or a holiday).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required" | "future_date" | "date_too_early" | "not_school_day";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             *     - `not_found`: No such row in this school.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here" | "not_found";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused: `code` says why.
             *
             *     - `not_arrived`: A departure for a student with no arrival that day.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "not_arrived";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "delete-attendance-departures": {
        parameters: {
            query: {
                studentId: string;
                /** @description A calendar day in the school's time zone, YYYY-MM-DD, from 2000-01-01 to 2099-12-31. */
                date: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        row: {
                            student: {
                                id: string;
                                name: string;
                                parentNumber: string;
                                studentNumber: string;
                            };
                            class: {
                                id: string;
                                name: string;
                            };
                            department: string;
                            record: {
                                /** @enum {string} */
                                status: "present" | "absent" | "late" | "sick" | "permission";
                                /** @enum {string} */
                                method: "qr" | "manual" | "request";
                                note: string | null;
                                recordedAt: string;
                                recordedBy: {
                                    id: string;
                                    name: string;
                                } | null;
                            } | null;
                            departure?: {
                                time: string;
                                leftEarly: boolean;
                            } | null;
                        };
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             *     - `future_date`: The day is after today.
             *     - `date_too_early`: The day is before the term (or the school) began.
             *     - `not_school_day`: The day is not a school day (a weekend or a holiday).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required" | "future_date" | "date_too_early" | "not_school_day";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             *     - `not_found`: No such row in this school.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here" | "not_found";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-attendance-history": {
        parameters: {
            query: {
                studentId: string;
                /** @description A calendar day in the school's time zone, YYYY-MM-DD, from 2000-01-01 to 2099-12-31. */
                date: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entries: {
                            at: string;
                            by: {
                                id: string;
                                name: string;
                            } | null;
                            /** @enum {string} */
                            method: "qr" | "manual" | "request";
                            oldStatus: ("present" | "absent" | "late" | "sick" | "permission") | null;
                            newStatus: ("present" | "absent" | "late" | "sick" | "permission") | null;
                            oldNote: string | null;
                            newNote: string | null;
                            requestId: string | null;
                        }[];
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             *     - `token_scope_missing`: The API token has no scope this route accepts.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required" | "token_scope_missing";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-attendance-roll": {
        parameters: {
            query: {
                classId: string;
                date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        class: {
                            id: string;
                            name: string;
                        };
                        date: string;
                        today: string;
                        isSchoolDay: boolean;
                        rows: {
                            student: {
                                id: string;
                                name: string;
                                parentNumber: string;
                                studentNumber: string;
                            };
                            class: {
                                id: string;
                                name: string;
                            };
                            department: string;
                            record: {
                                /** @enum {string} */
                                status: "present" | "absent" | "late" | "sick" | "permission";
                                /** @enum {string} */
                                method: "qr" | "manual" | "request";
                                note: string | null;
                                recordedAt: string;
                                recordedBy: {
                                    id: string;
                                    name: string;
                                } | null;
                            } | null;
                            departure?: {
                                time: string;
                                leftEarly: boolean;
                            } | null;
                        }[];
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             *     - `not_found`: No such row in this school.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here" | "not_found";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "put-attendance-roll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    classId: string;
                    /** @description A calendar day in the school's time zone, YYYY-MM-DD, from 2000-01-01 to 2099-12-31. */
                    date: string;
                    entries: {
                        studentId: string;
                        /** @enum {string} */
                        status: "present" | "absent" | "late" | "sick" | "permission";
                        note?: string;
                    }[];
                    overwrite?: boolean;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        saved: number;
                        unchanged: number;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             *     - `future_date`: The day is after today.
             *     - `date_too_early`: The day is before the term (or the school) began.
             *     - `not_school_day`: The day is not a school day (a weekend or a holiday).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required" | "future_date" | "date_too_early" | "not_school_day";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             *     - `not_found`: No such row in this school.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here" | "not_found";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused: `code` says why.
             *
             *     - `recorded_by_other`: Someone else recorded the student meanwhile: the answer lists what would be overwritten.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "recorded_by_other";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-attendance-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A stream of server-sent events; each `data` is JSON of this shape. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": {
                        studentId: string;
                        date: string;
                        status: ("present" | "absent" | "late" | "sick" | "permission") | null;
                        /** @enum {string} */
                        method: "qr" | "manual" | "request";
                        recordedAt: string;
                        departedAt?: string;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused: `code` says why.
             *
             *     - `not_acceptable`: The route answers only the type it names (an event stream).
             */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "not_acceptable";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "post-qr-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        codes: string[];
                        slotSeconds: number;
                        shortCode: string;
                        shortCodes: string[];
                        issuedAt: string;
                        expiresAt: string;
                        lifetimeSeconds: number;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             *     - `not_school_day`: The day is not a school day (a weekend or a holiday).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required" | "not_school_day";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused: `code` says why.
             *
             *     - `already_checked_in`: The student was checked in already today.
             *     - `already_departed`: The student has left already today.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "already_checked_in" | "already_departed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused: `code` says why.
             *
             *     - `qr_throttled`: Too many codes asked for: `retryAfterSeconds` says when.
             */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "qr_throttled";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-qr-public-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        algorithm: "Ed25519";
                        publicKey: string;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "post-qr-scan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    confirmed?: boolean;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        outcome: "arrived" | "departed";
                        student: {
                            id: string;
                            name: string;
                            className: string;
                        };
                        /** @enum {string} */
                        status: "present" | "absent" | "late" | "sick" | "permission";
                        date: string;
                        time: string;
                        recordedAt: string;
                        leftEarly?: boolean;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             *     - `code_invalid`: The code is not one of this school’s.
             *     - `code_expired`: The code has expired: the student shows a new one.
             *     - `card_replaced`: The card was replaced: only the new one scans.
             *     - `not_school_day`: The day is not a school day (a weekend or a holiday).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required" | "code_invalid" | "code_expired" | "card_replaced" | "not_school_day";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused: `code` says why.
             *
             *     - `code_used`: The code was scanned already.
             *     - `already_checked_in`: The student was checked in already today.
             *     - `already_departed`: The student has left already today.
             *     - `confirm_card`: A card, not a phone code: scan again with `confirmed` once the face is checked.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "code_used" | "already_checked_in" | "already_departed" | "confirm_card";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused: `code` says why.
             *
             *     - `short_code_throttled`: Too many typed codes tried: `retryAfterSeconds` says when.
             */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "short_code_throttled";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-qr-roster": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        schoolId: string;
                        publicKey: string;
                        serverTime: string;
                        date: string;
                        schoolDay: boolean;
                        timeZone: string;
                        lateAfter: string;
                        students: {
                            id: string;
                            name: string;
                            className: string;
                            photoUpdatedAt: string | null;
                            cardId: string | null;
                        }[];
                        confirmCards: boolean;
                        recordedToday: {
                            studentId: string;
                            time: string;
                        }[];
                        departureScans: boolean;
                        departuresFrom: string;
                        schoolDayEnd: string;
                        departedToday: {
                            studentId: string;
                            time: string;
                        }[];
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "post-qr-sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    sentAt: string;
                    deviceName?: string;
                    scans: {
                        /** Format: uuid */
                        nonce: string;
                        code: string;
                        /** Format: date-time */
                        scannedAt: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        answers: ({
                            nonce: string;
                            /** @constant */
                            outcome: "accepted";
                            student: {
                                id: string;
                                name: string;
                                className: string;
                            };
                            /** @enum {string} */
                            status: "present" | "absent" | "late" | "sick" | "permission";
                            date: string;
                            time: string;
                        } | {
                            nonce: string;
                            /** @constant */
                            outcome: "alreadyCheckedIn";
                            student: {
                                id: string;
                                name: string;
                                className: string;
                            };
                            date: string;
                            time: string;
                            by: string | null;
                        } | {
                            nonce: string;
                            /** @constant */
                            outcome: "departed";
                            student: {
                                id: string;
                                name: string;
                                className: string;
                            };
                            date: string;
                            time: string;
                            leftEarly: boolean;
                        } | {
                            nonce: string;
                            /** @constant */
                            outcome: "alreadyDeparted";
                            student: {
                                id: string;
                                name: string;
                                className: string;
                            };
                            date: string;
                            time: string;
                        } | {
                            nonce: string;
                            /** @constant */
                            outcome: "refused";
                            /** @enum {string} */
                            reason: "invalid" | "expired" | "replaced" | "cardReplaced" | "tooOld" | "notSchoolDay" | "used";
                            student: {
                                id: string;
                                name: string;
                                className: string;
                            } | null;
                        })[];
                        serverTime: string;
                        offsetMs: number;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "post-classes-id-cards": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The row’s id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        schoolName: string;
                        className: string;
                        cards: {
                            studentId: string;
                            name: string;
                            studentNumber: string;
                            nisn: string | null;
                            className: string;
                            code: string;
                            issuedAt: string;
                            photoUpdatedAt: string | null;
                        }[];
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `not_found`: No such row in this school.
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "not_found" | "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "post-students-id-card": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The row’s id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        issuedAt: string;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `not_found`: No such row in this school.
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "not_found" | "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-reports-day": {
        parameters: {
            query?: {
                date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        date: string;
                        isSchoolDay: boolean;
                        totals: {
                            present: number;
                            late: number;
                            absent: number;
                            sick: number;
                            permission: number;
                            notRecorded: number;
                            students: number;
                        };
                        classes: {
                            classId: string;
                            className: string;
                            department: string;
                            students: number;
                            counts: {
                                present: number;
                                late: number;
                                absent: number;
                                sick: number;
                                permission: number;
                                notRecorded: number;
                            };
                            recorded: number;
                            notTaken: boolean;
                        }[];
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             *     - `token_scope_missing`: The API token has no scope this route accepts.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required" | "token_scope_missing";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-reports-day-export": {
        parameters: {
            query: {
                format: "csv" | "xlsx";
                /** @description A calendar day in the school's time zone, YYYY-MM-DD, from 2000-01-01 to 2099-12-31. */
                date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-reports-range": {
        parameters: {
            query: {
                /** @description A calendar day in the school's time zone, YYYY-MM-DD, from 2000-01-01 to 2099-12-31. */
                from: string;
                /** @description A calendar day in the school's time zone, YYYY-MM-DD, from 2000-01-01 to 2099-12-31. */
                to: string;
                scope?: "school" | "class" | "department";
                classId?: string;
                departmentId?: string;
                sort?: "name" | "rate";
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        from: string;
                        to: string;
                        schoolDays: string[];
                        totals: {
                            present: number;
                            late: number;
                            absent: number;
                            sick: number;
                            permission: number;
                            notRecorded: number;
                            students: number;
                            rate: number | null;
                        };
                        daily: {
                            date: string;
                            students: number;
                            counts: {
                                present: number;
                                late: number;
                                absent: number;
                                sick: number;
                                permission: number;
                                notRecorded: number;
                            };
                            rate: number | null;
                        }[];
                        rows: {
                            studentId: string;
                            name: string;
                            className: string;
                            schoolDays: number;
                            counts: {
                                present: number;
                                late: number;
                                absent: number;
                                sick: number;
                                permission: number;
                                notRecorded: number;
                            };
                            rate: number | null;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                        leftEarly: {
                            total: number;
                            byStudent: {
                                [key: string]: number;
                            };
                        };
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             *     - `token_scope_missing`: The API token has no scope this route accepts.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required" | "token_scope_missing";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             *     - `not_found`: No such row in this school.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here" | "not_found";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-reports-range-export": {
        parameters: {
            query: {
                format: "csv" | "xlsx";
                /** @description A calendar day in the school's time zone, YYYY-MM-DD, from 2000-01-01 to 2099-12-31. */
                from: string;
                /** @description A calendar day in the school's time zone, YYYY-MM-DD, from 2000-01-01 to 2099-12-31. */
                to: string;
                scope?: "school" | "class" | "department";
                classId?: string;
                departmentId?: string;
                sort?: "name" | "rate";
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             *     - `not_found`: No such row in this school.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here" | "not_found";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-reports-students-id-history": {
        parameters: {
            query: {
                /** @description A calendar day in the school's time zone, YYYY-MM-DD, from 2000-01-01 to 2099-12-31. */
                from: string;
                /** @description A calendar day in the school's time zone, YYYY-MM-DD, from 2000-01-01 to 2099-12-31. */
                to: string;
            };
            header?: never;
            path: {
                /** @description The row’s id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        student: {
                            id: string;
                            name: string;
                            className: string;
                        };
                        from: string;
                        to: string;
                        days: {
                            date: string;
                            status: ("present" | "late" | "absent" | "sick" | "permission") | null;
                            note: string | null;
                        }[];
                        counts: {
                            present: number;
                            late: number;
                            absent: number;
                            sick: number;
                            permission: number;
                            notRecorded: number;
                        };
                        rate: number | null;
                        longestAbsenceStreak: number;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             *     - `token_scope_missing`: The API token has no scope this route accepts.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required" | "token_scope_missing";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `not_found`: No such row in this school.
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "not_found" | "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-reports-students-id-history-export": {
        parameters: {
            query: {
                format: "csv" | "xlsx";
                /** @description A calendar day in the school's time zone, YYYY-MM-DD, from 2000-01-01 to 2099-12-31. */
                from: string;
                /** @description A calendar day in the school's time zone, YYYY-MM-DD, from 2000-01-01 to 2099-12-31. */
                to: string;
            };
            header?: never;
            path: {
                /** @description The row’s id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `not_found`: No such row in this school.
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "not_found" | "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-reports-warnings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        threshold: number;
                        window: {
                            from: string;
                            to: string;
                            schoolDays: number;
                        };
                        lowRate: {
                            studentId: string;
                            name: string;
                            className: string;
                            rate: number;
                            counts: {
                                present: number;
                                late: number;
                                absent: number;
                                sick: number;
                                permission: number;
                                notRecorded: number;
                            };
                        }[];
                        absentStreaks: {
                            studentId: string;
                            name: string;
                            className: string;
                            days: number;
                            since: string;
                        }[];
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             *     - `token_scope_missing`: The API token has no scope this route accepts.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required" | "token_scope_missing";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-reports-warnings-export": {
        parameters: {
            query: {
                format: "csv" | "xlsx";
                list: "low-rate" | "absent-streak";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-reports-monthly-sheet": {
        parameters: {
            query: {
                classId: string;
                month: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        month: string;
                        school: {
                            name: string;
                            city: string | null;
                        };
                        class: {
                            id: string;
                            name: string;
                            homeroomTeacher: string | null;
                        };
                        headmaster: string | null;
                        days: {
                            date: string;
                            /** @enum {string} */
                            kind: "school" | "off" | "holiday" | "notCounted";
                            holiday: string | null;
                            counts: {
                                present: number;
                                late: number;
                                absent: number;
                                sick: number;
                                permission: number;
                                notRecorded: number;
                            };
                        }[];
                        rows: {
                            studentId: string;
                            studentNumber: string;
                            name: string;
                            marks: (("present" | "late" | "absent" | "sick" | "permission" | "none") | null)[];
                            schoolDays: number;
                            counts: {
                                present: number;
                                late: number;
                                absent: number;
                                sick: number;
                                permission: number;
                                notRecorded: number;
                            };
                        }[];
                        totals: {
                            present: number;
                            late: number;
                            absent: number;
                            sick: number;
                            permission: number;
                            notRecorded: number;
                        };
                        signedOn: string;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             *     - `token_scope_missing`: The API token has no scope this route accepts.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required" | "token_scope_missing";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             *     - `not_found`: No such row in this school.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here" | "not_found";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-reports-monthly-sheet-export": {
        parameters: {
            query: {
                classId: string;
                month: string;
                format: "xlsx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             *     - `not_found`: No such row in this school.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here" | "not_found";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-reports-semester-recap": {
        parameters: {
            query: {
                classId: string;
                /** @description A calendar day in the school's time zone, YYYY-MM-DD, from 2000-01-01 to 2099-12-31. */
                from: string;
                /** @description A calendar day in the school's time zone, YYYY-MM-DD, from 2000-01-01 to 2099-12-31. */
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        from: string;
                        to: string;
                        class: {
                            id: string;
                            name: string;
                            homeroomTeacher: string | null;
                        };
                        rows: {
                            studentId: string;
                            studentNumber: string;
                            nisn: string | null;
                            name: string;
                            sick: number;
                            permission: number;
                            absent: number;
                            schoolDays: number;
                        }[];
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             *     - `token_scope_missing`: The API token has no scope this route accepts.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required" | "token_scope_missing";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             *     - `not_found`: No such row in this school.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here" | "not_found";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-reports-semester-recap-export": {
        parameters: {
            query: {
                format: "csv" | "xlsx";
                classId: string;
                /** @description A calendar day in the school's time zone, YYYY-MM-DD, from 2000-01-01 to 2099-12-31. */
                from: string;
                /** @description A calendar day in the school's time zone, YYYY-MM-DD, from 2000-01-01 to 2099-12-31. */
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             *     - `not_found`: No such row in this school.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here" | "not_found";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-student-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        student: {
                            id: string;
                            name: string;
                            studentNumber: string;
                            nisn: string | null;
                            className: string;
                            department: string;
                            /** @enum {string} */
                            level: "Junior" | "Senior";
                            parentNumber: string;
                            emergencyContact: string | null;
                            gpa: number | null;
                            major: string | null;
                            bloodType: string | null;
                            allergies: string | null;
                            photoUpdatedAt: string | null;
                        };
                        today: {
                            date: string;
                            isSchoolDay: boolean;
                            record: {
                                date: string;
                                /** @enum {string} */
                                status: "present" | "absent" | "late" | "sick" | "permission";
                                /** @enum {string} */
                                method: "qr" | "manual" | "request";
                                recordedAt: string;
                                time: string;
                            } | null;
                            departure: {
                                time: string;
                                leftEarly: boolean;
                            } | null;
                            goingHome: boolean;
                        };
                        recent: {
                            date: string;
                            record: {
                                date: string;
                                /** @enum {string} */
                                status: "present" | "absent" | "late" | "sick" | "permission";
                                /** @enum {string} */
                                method: "qr" | "manual" | "request";
                                recordedAt: string;
                                time: string;
                            } | null;
                        }[];
                        attendance: {
                            rate: number | null;
                            attended: number;
                            schoolDays: number;
                        };
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             *     - `not_found`: No such row in this school.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here" | "not_found";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-student-history": {
        parameters: {
            query: {
                /** @description A calendar day in the school's time zone, YYYY-MM-DD, from 2000-01-01 to 2099-12-31. */
                from: string;
                /** @description A calendar day in the school's time zone, YYYY-MM-DD, from 2000-01-01 to 2099-12-31. */
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        student: {
                            id: string;
                            name: string;
                            className: string;
                        };
                        from: string;
                        to: string;
                        days: {
                            date: string;
                            status: ("present" | "late" | "absent" | "sick" | "permission") | null;
                            note: string | null;
                        }[];
                        counts: {
                            present: number;
                            late: number;
                            absent: number;
                            sick: number;
                            permission: number;
                            notRecorded: number;
                        };
                        rate: number | null;
                        longestAbsenceStreak: number;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             *     - `not_found`: No such row in this school.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here" | "not_found";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-student-history-export": {
        parameters: {
            query: {
                format: "csv" | "xlsx";
                /** @description A calendar day in the school's time zone, YYYY-MM-DD, from 2000-01-01 to 2099-12-31. */
                from: string;
                /** @description A calendar day in the school's time zone, YYYY-MM-DD, from 2000-01-01 to 2099-12-31. */
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             *     - `not_found`: No such row in this school.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here" | "not_found";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-student-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A stream of server-sent events; each `data` is JSON of this shape. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": {
                        studentId: string;
                        date: string;
                        status: ("present" | "absent" | "late" | "sick" | "permission") | null;
                        /** @enum {string} */
                        method: "qr" | "manual" | "request";
                        recordedAt: string;
                        departedAt?: string;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused: `code` says why.
             *
             *     - `not_acceptable`: The route answers only the type it names (an event stream).
             */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "not_acceptable";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-students": {
        parameters: {
            query?: {
                q?: string;
                classId?: string;
                departmentId?: string;
                photo?: "with" | "without";
                sort?: "name" | "-name" | "studentNumber" | "-studentNumber" | "class" | "-class" | "department" | "-department";
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        students: {
                            id: string;
                            name: string;
                            studentNumber: string;
                            nisn: string | null;
                            parentNumber: string;
                            /** @enum {string} */
                            level: "Junior" | "Senior";
                            class: {
                                id: string;
                                name: string;
                            };
                            department: {
                                id: string;
                                name: string;
                            };
                            photoUpdatedAt: string | null;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "post-students": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    studentNumber?: string;
                    nisn?: string | null;
                    parentNumber: string;
                    classId: string;
                    /** @enum {string} */
                    level: "Junior" | "Senior";
                    departmentId: string;
                    emergencyContact?: string | null;
                    gpa?: number | null;
                    major?: string | null;
                    bloodType?: string | null;
                    allergies?: string | null;
                    password?: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        student: {
                            id: string;
                            name: string;
                            studentNumber: string;
                            nisn: string | null;
                            parentNumber: string;
                            /** @enum {string} */
                            level: "Junior" | "Senior";
                            class: {
                                id: string;
                                name: string;
                            };
                            department: {
                                id: string;
                                name: string;
                            };
                            photoUpdatedAt: string | null;
                            emergencyContact: string | null;
                            gpa: number | null;
                            major: string | null;
                            bloodType: string | null;
                            allergies: string | null;
                        };
                        initialPassword?: string;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused: `code` says why.
             *
             *     - `student_number_taken`: Another student of the school has this Student ID.
             *     - `nisn_taken`: Another student of the deployment has this NISN.
             *     - `parent_number_taken`: Another student has this parent number (the number a student signs in with).
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "student_number_taken" | "nisn_taken" | "parent_number_taken";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-students-export": {
        parameters: {
            query: {
                q?: string;
                classId?: string;
                departmentId?: string;
                photo?: "with" | "without";
                sort?: "name" | "-name" | "studentNumber" | "-studentNumber" | "class" | "-class" | "department" | "-department";
                format: "csv" | "xlsx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-students-id": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The row’s id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        studentNumber: string;
                        nisn: string | null;
                        parentNumber: string;
                        /** @enum {string} */
                        level: "Junior" | "Senior";
                        class: {
                            id: string;
                            name: string;
                        };
                        department: {
                            id: string;
                            name: string;
                        };
                        photoUpdatedAt: string | null;
                        emergencyContact: string | null;
                        gpa: number | null;
                        major: string | null;
                        bloodType: string | null;
                        allergies: string | null;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `not_found`: No such row in this school.
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "not_found" | "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "delete-students-id": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The row’s id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        archived: boolean;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `not_found`: No such row in this school.
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "not_found" | "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "patch-students-id": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The row’s id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    studentNumber?: string;
                    nisn?: string | null;
                    parentNumber: string;
                    classId: string;
                    /** @enum {string} */
                    level: "Junior" | "Senior";
                    departmentId: string;
                    emergencyContact?: string | null;
                    gpa?: number | null;
                    major?: string | null;
                    bloodType?: string | null;
                    allergies?: string | null;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        studentNumber: string;
                        nisn: string | null;
                        parentNumber: string;
                        /** @enum {string} */
                        level: "Junior" | "Senior";
                        class: {
                            id: string;
                            name: string;
                        };
                        department: {
                            id: string;
                            name: string;
                        };
                        photoUpdatedAt: string | null;
                        emergencyContact: string | null;
                        gpa: number | null;
                        major: string | null;
                        bloodType: string | null;
                        allergies: string | null;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `not_found`: No such row in this school.
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "not_found" | "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused: `code` says why.
             *
             *     - `student_number_taken`: Another student of the school has this Student ID.
             *     - `nisn_taken`: Another student of the deployment has this NISN.
             *     - `parent_number_taken`: Another student has this parent number (the number a student signs in with).
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "student_number_taken" | "nisn_taken" | "parent_number_taken";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "post-students-id-password": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The row’s id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password?: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        initialPassword?: string;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `not_found`: No such row in this school.
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "not_found" | "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-students-import-template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "post-students-import-preview": {
        parameters: {
            query?: {
                createMissing?: "0" | "1" | "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The CSV file itself, with the template’s header line. */
        requestBody: {
            content: {
                "text/csv": string;
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rows: {
                            line: number;
                            name: string;
                            /** @enum {string} */
                            action: "add" | "update" | "unchanged";
                            studentId: string | null;
                        }[];
                        issues: {
                            line: number;
                            field: string;
                            message: string;
                        }[];
                        counts: {
                            rows: number;
                            add: number;
                            update: number;
                            unchanged: number;
                            invalid: number;
                        };
                        ignoredColumns: string[];
                        missing: {
                            departments: string[];
                            classes: {
                                name: string;
                                department: string;
                            }[];
                        };
                        creates: {
                            line: number;
                            field: string;
                            /** @enum {string} */
                            kind: "department" | "class";
                            name: string;
                        }[];
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             *     - `import_file_invalid`: The file is not a CSV this import reads: `fields` says where.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required" | "import_file_invalid";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             *     - `import_file_too_large`: The file is larger than an import reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large" | "import_file_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             *     - `unsupported_media_type`: The file is not of a type this route reads.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type" | "unsupported_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "post-students-import": {
        parameters: {
            query?: {
                createMissing?: "0" | "1" | "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The CSV file itself, with the template’s header line. */
        requestBody: {
            content: {
                "text/csv": string;
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        added: number;
                        updated: number;
                        unchanged: number;
                        withoutPassword: number;
                        created?: {
                            departments: number;
                            classes: number;
                        };
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             *     - `import_file_invalid`: The file is not a CSV this import reads: `fields` says where.
             *     - `import_invalid`: Rows of the file are not valid: the answer lists each.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required" | "import_file_invalid" | "import_invalid";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused: `code` says why.
             *
             *     - `import_conflict`: The school changed since the preview: preview again.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "import_conflict";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             *     - `import_file_too_large`: The file is larger than an import reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large" | "import_file_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             *     - `unsupported_media_type`: The file is not of a type this route reads.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type" | "unsupported_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-students-id-photo": {
        parameters: {
            query?: {
                size?: "thumb" | "large";
                v?: string;
            };
            header?: never;
            path: {
                /** @description The row’s id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `not_found`: No such row in this school.
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "not_found" | "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "put-students-id-photo": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The row’s id. */
                id: string;
            };
            cookie?: never;
        };
        /** @description The photo itself. */
        requestBody: {
            content: {
                "image/jpeg": string;
                "image/png": string;
                "image/webp": string;
                "image/heic": string;
                "image/heif": string;
                "image/avif": string;
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        photoUpdatedAt: string | null;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             *     - `photo_missing`: No photo was sent.
             *     - `photo_type`: The photo is not a JPEG, PNG, WebP or HEIC image.
             *     - `photo_unreadable`: The photo could not be read.
             *     - `photo_too_many_pixels`: The photo has more pixels than the route reads.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required" | "photo_missing" | "photo_type" | "photo_unreadable" | "photo_too_many_pixels";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `not_found`: No such row in this school.
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "not_found" | "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             *     - `photo_too_large`: The photo is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large" | "photo_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "delete-students-id-photo": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The row’s id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        photoUpdatedAt: string | null;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `not_found`: No such row in this school.
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "not_found" | "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "post-students-photos-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The ZIP itself. */
        requestBody: {
            content: {
                "application/zip": string;
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        matches: {
                            file: string;
                            studentId: string;
                            studentNumber: string;
                            name: string;
                            replaces: boolean;
                        }[];
                        misses: {
                            file: string;
                        }[];
                        bad: {
                            file: string;
                            reason: string;
                        }[];
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             *     - `photo_zip_type`: The file is not a ZIP.
             *     - `photo_zip_unreadable`: The ZIP could not be read.
             *     - `photo_zip_too_many_files`: The ZIP has more files than the route reads.
             *     - `photo_zip_unpacked_too_large`: The ZIP unpacks to more than the route reads.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required" | "photo_zip_type" | "photo_zip_unreadable" | "photo_zip_too_many_files" | "photo_zip_unpacked_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             *     - `photo_zip_too_large`: The ZIP is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large" | "photo_zip_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "post-students-photos-apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The ZIP itself. */
        requestBody: {
            content: {
                "application/zip": string;
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        imported: number;
                        skipped: number;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             *     - `photo_zip_type`: The file is not a ZIP.
             *     - `photo_zip_unreadable`: The ZIP could not be read.
             *     - `photo_zip_too_many_files`: The ZIP has more files than the route reads.
             *     - `photo_zip_unpacked_too_large`: The ZIP unpacks to more than the route reads.
             *     - `photo_import_invalid`: A file of the ZIP is not a photo: the answer is the preview, naming each.
             *     - `photo_import_no_matches`: No photo in the ZIP is named after a student of the school.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required" | "photo_zip_type" | "photo_zip_unreadable" | "photo_zip_too_many_files" | "photo_zip_unpacked_too_large" | "photo_import_invalid" | "photo_import_no_matches";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             *     - `photo_zip_too_large`: The ZIP is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large" | "photo_zip_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-teachers": {
        parameters: {
            query?: {
                q?: string;
                departmentId?: string;
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        teachers: {
                            id: string;
                            name: string;
                            email: string;
                            /** @enum {string} */
                            role: "headmaster" | "homeroom_teacher" | "subject_teacher";
                            department: {
                                id: string;
                                name: string;
                            };
                            subjects: string[];
                            isHomeroom: boolean;
                            homeroomClass: {
                                id: string;
                                name: string;
                            } | null;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "post-teachers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email: string;
                    departmentId: string;
                    subjects: string[];
                    isHomeroom: boolean;
                    homeroomClassId?: string | null;
                    password?: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        teacher: {
                            id: string;
                            name: string;
                            email: string;
                            /** @enum {string} */
                            role: "headmaster" | "homeroom_teacher" | "subject_teacher";
                            department: {
                                id: string;
                                name: string;
                            };
                            subjects: string[];
                            isHomeroom: boolean;
                            homeroomClass: {
                                id: string;
                                name: string;
                            } | null;
                        };
                        initialPassword?: string;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused: `code` says why.
             *
             *     - `email_taken`: Another account has this email.
             *     - `homeroom_taken`: The class already has a homeroom teacher.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "email_taken" | "homeroom_taken";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-teachers-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        teachers: {
                            id: string;
                            name: string;
                        }[];
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-teachers-export": {
        parameters: {
            query: {
                q?: string;
                departmentId?: string;
                format: "csv" | "xlsx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-teachers-id": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The row’s id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        email: string;
                        /** @enum {string} */
                        role: "headmaster" | "homeroom_teacher" | "subject_teacher";
                        department: {
                            id: string;
                            name: string;
                        };
                        subjects: string[];
                        isHomeroom: boolean;
                        homeroomClass: {
                            id: string;
                            name: string;
                        } | null;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `not_found`: No such row in this school.
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "not_found" | "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "delete-teachers-id": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The row’s id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        archived: boolean;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `not_found`: No such row in this school.
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "not_found" | "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused: `code` says why.
             *
             *     - `cannot_delete_self`: A headmaster cannot delete their own account.
             *     - `teacher_assigned`: The teacher still has classes or subjects.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "cannot_delete_self" | "teacher_assigned";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "patch-teachers-id": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The row’s id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email: string;
                    departmentId: string;
                    subjects: string[];
                    isHomeroom: boolean;
                    homeroomClassId?: string | null;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        email: string;
                        /** @enum {string} */
                        role: "headmaster" | "homeroom_teacher" | "subject_teacher";
                        department: {
                            id: string;
                            name: string;
                        };
                        subjects: string[];
                        isHomeroom: boolean;
                        homeroomClass: {
                            id: string;
                            name: string;
                        } | null;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `not_found`: No such row in this school.
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "not_found" | "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused: `code` says why.
             *
             *     - `email_taken`: Another account has this email.
             *     - `homeroom_taken`: The class already has a homeroom teacher.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "email_taken" | "homeroom_taken";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "post-teachers-id-password": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The row’s id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password?: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        initialPassword?: string;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `not_found`: No such row in this school.
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "not_found" | "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "post-teachers-passwords": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        teachers: {
                            id: string;
                            name: string;
                            email: string;
                            password: string;
                        }[];
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-teachers-import-template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "post-teachers-import-preview": {
        parameters: {
            query?: {
                createMissing?: "0" | "1" | "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The CSV file itself, with the template’s header line. */
        requestBody: {
            content: {
                "text/csv": string;
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rows: {
                            line: number;
                            name: string;
                            /** @enum {string} */
                            action: "add" | "update" | "unchanged";
                            email: string;
                        }[];
                        issues: {
                            line: number;
                            field: string;
                            message: string;
                        }[];
                        counts: {
                            rows: number;
                            add: number;
                            update: number;
                            unchanged: number;
                            invalid: number;
                        };
                        ignoredColumns: string[];
                        missing: {
                            departments: string[];
                            classes: {
                                name: string;
                                department: string;
                            }[];
                        };
                        creates: {
                            line: number;
                            field: string;
                            /** @enum {string} */
                            kind: "department" | "class";
                            name: string;
                        }[];
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             *     - `import_file_invalid`: The file is not a CSV this import reads: `fields` says where.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required" | "import_file_invalid";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             *     - `import_file_too_large`: The file is larger than an import reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large" | "import_file_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             *     - `unsupported_media_type`: The file is not of a type this route reads.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type" | "unsupported_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "post-teachers-import": {
        parameters: {
            query?: {
                createMissing?: "0" | "1" | "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The CSV file itself, with the template’s header line. */
        requestBody: {
            content: {
                "text/csv": string;
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        added: number;
                        updated: number;
                        unchanged: number;
                        withoutPassword: number;
                        created?: {
                            departments: number;
                            classes: number;
                        };
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             *     - `import_file_invalid`: The file is not a CSV this import reads: `fields` says where.
             *     - `import_invalid`: Rows of the file are not valid: the answer lists each.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required" | "import_file_invalid" | "import_invalid";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused: `code` says why.
             *
             *     - `import_conflict`: The school changed since the preview: preview again.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "import_conflict";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             *     - `import_file_too_large`: The file is larger than an import reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large" | "import_file_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             *     - `unsupported_media_type`: The file is not of a type this route reads.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type" | "unsupported_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tokens: {
                            id: string;
                            name: string;
                            scopes: ("attendance:read" | "reports:read" | "roster:write")[];
                            createdAt: string;
                            /** @description The name of the user who created it. */
                            createdBy: string | null;
                            lastUsedAt: string | null;
                            revokedAt: string | null;
                        }[];
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "post-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    scopes: ("attendance:read" | "reports:read" | "roster:write")[];
                };
            };
        };
        responses: {
            /** @description Done. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: {
                            id: string;
                            name: string;
                            scopes: ("attendance:read" | "reports:read" | "roster:write")[];
                            createdAt: string;
                            /** @description The name of the user who created it. */
                            createdBy: string | null;
                            lastUsedAt: string | null;
                            revokedAt: string | null;
                        };
                        /** @description Send as `Authorization: Bearer <secret>`. Shown only in this answer. */
                        secret: string;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "post-tokens-id-revoke": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The row’s id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `not_found`: No such row in this school.
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "not_found" | "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "post-roster-sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    classes?: {
                        /** @description The class’s id in the sending system. */
                        externalId: string;
                        name: string;
                        /** @description The department’s name; created when missing. */
                        department: string;
                    }[];
                    /** @default [] */
                    students?: {
                        /** @description The student’s id in the sending system. */
                        externalId: string;
                        name: string;
                        /**
                         * @description The school’s own Student ID (NIS), kept as given: a new student gets it (empty: numbered S0001…), a known one keeps theirs unless another is given.
                         * @default
                         */
                        studentNumber?: string;
                        /** @description The national student number, 10 digits; empty for none. Left out: a known student’s NISN stays as it is. */
                        nisn?: string;
                        /**
                         * @description The number the student’s parent signs in with (required, as in the import).
                         * @default
                         */
                        parentNumber?: string;
                        /**
                         * @description The class’s external id: a class of this request’s `classes` or one synced before. Empty: the class is named by `class`.
                         * @default
                         */
                        classExternalId?: string;
                        /**
                         * @description The class’s name, when not named by `classExternalId`; created (in `department`) when the school has none of that name.
                         * @default
                         */
                        class?: string;
                        /** @description Junior or Senior. */
                        level: string;
                        /** @description The department’s name; created when missing. */
                        department: string;
                    }[];
                    /** @default [] */
                    teachers?: {
                        /** @description The teacher’s id in the sending system. */
                        externalId: string;
                        name: string;
                        email: string;
                        /** @description The department’s name; created when missing. */
                        department: string;
                        /** @default [] */
                        subjects?: string[];
                        /**
                         * @description The external id of the class whose homeroom teacher they are (or name it by `homeroomClass`); empty for none.
                         * @default
                         */
                        homeroomClassExternalId?: string;
                        /**
                         * @description The name of the class whose homeroom teacher they are; empty for none.
                         * @default
                         */
                        homeroomClass?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        classes: {
                            added: number;
                            updated: number;
                            unchanged: number;
                            created?: {
                                departments: number;
                            };
                        };
                        students: {
                            added: number;
                            updated: number;
                            unchanged: number;
                            withoutPassword: number;
                            created?: {
                                departments: number;
                                classes: number;
                            };
                        };
                        teachers: {
                            added: number;
                            updated: number;
                            unchanged: number;
                            withoutPassword: number;
                            created?: {
                                departments: number;
                                classes: number;
                            };
                        };
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             *     - `token_scope_missing`: The API token has no scope this route accepts.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required" | "token_scope_missing";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused: `code` says why.
             *
             *     - `import_conflict`: The school changed since the preview: preview again.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "import_conflict";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-timetable": {
        parameters: {
            query?: {
                classId?: string;
                teacherId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        periods: {
                            weekday: number;
                            number: number;
                            startsAt: string;
                            endsAt: string;
                        }[];
                        lessons: {
                            id: string;
                            classId: string;
                            className: string;
                            subject: string;
                            teacher: {
                                id: string;
                                name: string;
                            };
                            weekday: number;
                            period: number;
                            startsAt: string;
                            endsAt: string;
                        }[];
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "put-timetable-periods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    periods: {
                        weekday: number;
                        number: number;
                        startsAt: string;
                        endsAt: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        periods: {
                            weekday: number;
                            number: number;
                            startsAt: string;
                            endsAt: string;
                        }[];
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused: `code` says why.
             *
             *     - `period_in_use`: A lesson is in a period the new bell schedule leaves out: `fields` names it.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "period_in_use";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "post-timetable-lessons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    classId: string;
                    subject: string;
                    teacherId: string;
                    weekday: number;
                    period: number;
                };
            };
        };
        responses: {
            /** @description Done. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        classId: string;
                        className: string;
                        subject: string;
                        teacher: {
                            id: string;
                            name: string;
                        };
                        weekday: number;
                        period: number;
                        startsAt: string;
                        endsAt: string;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused: `code` says why.
             *
             *     - `lesson_slot_taken`: The class already has a lesson in this period of this weekday.
             *     - `teacher_busy`: The teacher already teaches a lesson in this period of this weekday (or substitutes in one that date).
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "lesson_slot_taken" | "teacher_busy";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "delete-timetable-lessons-id": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The row’s id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        archived: boolean;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `not_found`: No such row in this school.
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "not_found" | "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "patch-timetable-lessons-id": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The row’s id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    classId: string;
                    subject: string;
                    teacherId: string;
                    weekday: number;
                    period: number;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        classId: string;
                        className: string;
                        subject: string;
                        teacher: {
                            id: string;
                            name: string;
                        };
                        weekday: number;
                        period: number;
                        startsAt: string;
                        endsAt: string;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `not_found`: No such row in this school.
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "not_found" | "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused: `code` says why.
             *
             *     - `lesson_slot_taken`: The class already has a lesson in this period of this weekday.
             *     - `teacher_busy`: The teacher already teaches a lesson in this period of this weekday (or substitutes in one that date).
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "lesson_slot_taken" | "teacher_busy";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-timetable-changes": {
        parameters: {
            query: {
                /** @description A calendar day in the school's time zone, YYYY-MM-DD, from 2000-01-01 to 2099-12-31. */
                from: string;
                /** @description A calendar day in the school's time zone, YYYY-MM-DD, from 2000-01-01 to 2099-12-31. */
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        changes: {
                            lessonId: string;
                            date: string;
                            /** @enum {string} */
                            kind: "cancelled" | "substitute";
                            substitute: {
                                id: string;
                                name: string;
                            } | null;
                        }[];
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "put-timetable-lessons-id-dates-date": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                /** @description A calendar day in the school's time zone, YYYY-MM-DD, from 2000-01-01 to 2099-12-31. */
                date: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    kind: "cancelled";
                } | {
                    /** @constant */
                    kind: "substitute";
                    teacherId: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lessonId: string;
                        date: string;
                        /** @enum {string} */
                        kind: "cancelled" | "substitute";
                        substitute: {
                            id: string;
                            name: string;
                        } | null;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `not_found`: No such row in this school.
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "not_found" | "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused: `code` says why.
             *
             *     - `teacher_busy`: The teacher already teaches a lesson in this period of this weekday (or substitutes in one that date).
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "teacher_busy";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "delete-timetable-lessons-id-dates-date": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                /** @description A calendar day in the school's time zone, YYYY-MM-DD, from 2000-01-01 to 2099-12-31. */
                date: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `not_found`: No such row in this school.
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "not_found" | "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "post-students-passwords": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    classId?: string;
                    /** @default false */
                    reissue?: boolean;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        students: {
                            id: string;
                            name: string;
                            parentNumber: string;
                            studentNumber: string;
                            nisn: string | null;
                            className: string;
                            password: string;
                        }[];
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-notices": {
        parameters: {
            query?: {
                date?: string;
                state?: "queued" | "sending" | "sent" | "failed" | "held";
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        transport: "none" | "smtp" | "webhook";
                        notices: {
                            id: string;
                            kind: string;
                            recipientId: string;
                            recipientName: string;
                            /** @enum {string} */
                            channel: "email" | "webhook";
                            address: string;
                            subject: string;
                            /** @enum {string} */
                            state: "queued" | "sending" | "sent" | "failed" | "held";
                            tries: number;
                            lastError: string | null;
                            date: string;
                            createdAt: string;
                            sentAt: string | null;
                            nextAttemptAt: string;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "post-notices-id-retry": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The row’s id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             *     - `validation_failed`: A field is missing or not valid: `fields` names each one.
             *     - `body_not_utf8`: The JSON body is not UTF-8.
             *     - `fst_err_ctp_invalid_json_body`: The body is not JSON.
             *     - `fst_err_ctp_empty_json_body`: The body is empty where JSON is expected.
             *     - `fst_err_ctp_invalid_content_length`: The Content-Length does not match the body.
             *     - `econnreset`: The connection closed before the body arrived.
             *     - `bad_request`: The request could not be read.
             *     - `school_required`: The deployment has several schools and the request names none (the `school` code or the host).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required" | "validation_failed" | "body_not_utf8" | "fst_err_ctp_invalid_json_body" | "fst_err_ctp_empty_json_body" | "fst_err_ctp_invalid_content_length" | "econnreset" | "bad_request" | "school_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Not signed in, the session has ended, or the token is not valid.
             *
             *     - `unauthenticated`: Not signed in, or the session has ended.
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "unauthenticated" | "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Signed in, but not allowed.
             *
             *     - `forbidden`: Signed in, but this role may not do this (or not to this row).
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             *     - `csrf_refused`: A browser sent a change from another site.
             *     - `password_change_required`: Signed in with a one-time password: only a new password may be chosen until then.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "forbidden" | "token_not_accepted" | "csrf_refused" | "password_change_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description No such row in this school, or no school at this address.
             *
             *     - `not_found`: No such row in this school.
             *     - `no_school_here`: No school of this deployment is at this address.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "not_found" | "no_school_here";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused: `code` says why.
             *
             *     - `notice_not_failed`: Only a notice that failed can be sent again.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "notice_not_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is larger than the route reads.
             *
             *     - `fst_err_ctp_body_too_large`: The body is larger than the route reads.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_body_too_large";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The body is of a type the route does not read.
             *
             *     - `fst_err_ctp_invalid_media_type`: The body is of a type the route does not read.
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "fst_err_ctp_invalid_media_type";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
    "get-openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 3.1.x */
                        openapi: string;
                        info: {
                            title: string;
                            version: string;
                        } & {
                            [key: string]: unknown;
                        };
                        paths: {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /**
             * @description The request is not valid: `error` says why, `fields` names each field.
             *
             *     - `host_required`: The request names no host.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "host_required";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description A token was sent that is not valid.
             *
             *     - `invalid_token`: The API token is unknown, revoked or expired.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "invalid_token";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description Refused as sent.
             *
             *     - `token_not_accepted`: This kind of token is not accepted here (a district token at a school, or the reverse).
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "token_not_accepted";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
            /**
             * @description The request asks for an `Expect` the server does not meet.
             *
             *     - `expectation_failed`: The server cannot meet the request’s Expect header: send it without.
             */
            417: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "expectation_failed";
                        fields?: {
                            [key: string]: string;
                        };
                        retryAfterSeconds?: number;
                    };
                };
            };
        };
    };
}
