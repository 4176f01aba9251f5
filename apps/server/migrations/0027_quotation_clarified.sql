ALTER TYPE "public"."notification_type" ADD VALUE 'quotation-clarified';
