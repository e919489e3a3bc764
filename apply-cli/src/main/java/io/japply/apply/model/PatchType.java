package io.japply.apply.model;

/** The kind of patch sent for an object, with its media type. */
public enum PatchType {
    /** A strategic merge patch: built-in kinds, whose schema carries merge keys and strategies. */
    STRATEGIC("application/strategic-merge-patch+json"),
    /** A JSON merge patch (RFC 7386): custom resources, as kubectl sends them. */
    MERGE("application/merge-patch+json"),
    /** A server-side apply: the whole manifest; the server merges it. */
    APPLY("application/apply-patch+yaml"),
    /** A JSON patch (RFC 6902): the managedFields migration of a client-side applied object. */
    JSON("application/json-patch+json");

    private final String mediaType;

    PatchType(String mediaType) {
        this.mediaType = mediaType;
    }

    /** The Content-Type the PATCH carries. */
    public String mediaType() {
        return mediaType;
    }
}
