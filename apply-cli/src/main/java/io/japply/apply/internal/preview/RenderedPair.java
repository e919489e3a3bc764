package io.japply.apply.internal.preview;

/** One object's two versions as the YAML text a diff compares; "" for a side that does not exist. */
public record RenderedPair(String name, String live, String merged) {
    public boolean changed() {
        return !live.equals(merged);
    }
}
