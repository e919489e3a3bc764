package io.japply.threeway.meta;

/** No metadata: every map merges, every list is replaced (plain JSON merge behaviour for lists). */
public final class NoSchema implements PatchMetaLookup {
    public static final NoSchema INSTANCE = new NoSchema();
    private static final FieldLookup ANSWER = new FieldLookup(INSTANCE, PatchMeta.NONE);

    private NoSchema() {
    }

    @Override
    public FieldLookup lookupMap(String key) {
        return ANSWER;
    }

    @Override
    public FieldLookup lookupList(String key) {
        return ANSWER;
    }

    @Override
    public String name() {
        return "none";
    }
}
