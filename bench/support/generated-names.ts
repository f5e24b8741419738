// Names come from hashes of the row number, so every load of a benchmark is the same data set.

/**
 * SQL functions the benchmarks' set-based loads name rows with, created in pg_temp: `pick` (one of a list, by a
 * hash), `word` (a coined word of three of 32 syllables: 32,768 of them, rare as most customer names are) and
 * `first_name` (one of 40, common as first names are).
 */
export const NAME_FUNCTIONS = `
create function pg_temp.pick(options text[], h bigint) returns text language sql immutable as $$
  select options[1 + abs(h % array_length(options, 1))]
$$;
create function pg_temp.word(h bigint) returns text language sql immutable as $$
  select initcap(s[1 + (h & 31)] || s[1 + ((h >> 5) & 31)] || s[1 + ((h >> 10) & 31)])
  from (select array['ka','lo','mi','ra','ten','vor','zu','bel','dan','fi','gor','hal','in','jo','kel','lum',
    'mar','nor','os','pen','qui','ros','sal','tor','ul','ven','wes','xan','yel','zor','ar','eb'] as s) syllables
$$;
create function pg_temp.first_name(h bigint) returns text language sql immutable as $$
  select pg_temp.pick(array['Anna','Ben','Carla','David','Elena','Frank','Grace','Hugo','Iris','Jonas','Kara',
    'Liam','Maya','Noah','Olga','Paul','Quinn','Rosa','Sam','Tara','Umar','Vera','Will','Xenia','Yusuf','Zoe',
    'Alex','Bruno','Chloe','Dmitri','Eva','Felix','Gita','Hana','Ivan','Julia','Karl','Lena','Marco','Nina'], h)
$$;
`;
