package io.japply.threeway.meta;

import io.japply.threeway.SchemaLookupException;

/**
 * Where patch metadata comes from. Each lookup returns the metadata of one field together with the
 * lookup for the level below it, so the engine walks the schema as it walks the document and never
 * knows which source answers.
 */
public interface PatchMetaLookup {

    /** The field {@code key} holding a map (object). */
    FieldLookup lookupMap(String key) throws SchemaLookupException;

    /** The field {@code key} holding a list; {@code next} describes the list's elements. */
    FieldLookup lookupList(String key) throws SchemaLookupException;

    /** A name for messages. */
    String name();
}
