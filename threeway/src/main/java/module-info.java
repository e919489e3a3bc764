/**
 * japply's engine: strategic merge patch (two-way, three-way, apply), JSON merge patch and JSON patch
 * on Jackson trees, and the patch metadata they need. Only the API packages are exported; the passes
 * of the engine ({@code smp}, {@code merge}) are not.
 */
module io.japply.threeway {
    requires transitive com.fasterxml.jackson.databind;
    requires com.fasterxml.jackson.dataformat.yaml;
    requires org.yaml.snakeyaml;
    requires zjsonpatch;

    exports io.japply.threeway;
    exports io.japply.threeway.json;
    exports io.japply.threeway.meta;
}
