CREATE TABLE public.posts (
    id bigint NOT NULL,
    "title" character varying DEFAULT 'a,b'::character varying,
    body text, -- a comment, with a comma
    CONSTRAINT check_title CHECK ((char_length(title) > 0))
);
/* CREATE TABLE hidden (x int); */
CREATE TABLE IF NOT EXISTS "users" (email varchar(255));
