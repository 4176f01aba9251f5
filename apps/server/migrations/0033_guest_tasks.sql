ALTER TABLE "audits" ADD COLUMN "actor_name" text;--> statement-breakpoint
CREATE POLICY "projects_task_guest" ON "projects" AS PERMISSIVE FOR SELECT TO "app_user" USING (exists (select 1 from project_tasks t where t.id = (select app_guest_document()) and t.project_id = projects.id));--> statement-breakpoint
CREATE POLICY "project_task_comments_guest_read" ON "project_task_comments" AS PERMISSIVE FOR SELECT TO "app_user" USING (task_id = (select app_guest_document()));--> statement-breakpoint
CREATE POLICY "project_task_comments_guest_write" ON "project_task_comments" AS PERMISSIVE FOR INSERT TO "app_user" WITH CHECK (author_id is null and task_id = (select app_guest_document())
          and exists (select 1 from project_tasks t where t.id = task_id and t.company_id = project_task_comments.company_id));--> statement-breakpoint
CREATE POLICY "project_tasks_guest" ON "project_tasks" AS PERMISSIVE FOR SELECT TO "app_user" USING (id = (select app_guest_document()));