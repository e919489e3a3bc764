/** The kubectl.kubernetes.io/last-applied-configuration annotation: reading it, and the annotated object kubectl builds. */
module io.japply.annotations {
    requires transitive io.japply.threeway;

    exports io.japply.annotations;
}
