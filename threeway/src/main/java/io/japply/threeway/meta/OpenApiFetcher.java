package io.japply.threeway.meta;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Optional;

/** Reads an OpenAPI document from a server path ("/openapi/v3", "/openapi/v3/apis/apps/v1", "/openapi/v2"). */
@FunctionalInterface
public interface OpenApiFetcher {

    /** The document, or empty when the server does not serve it (404). Other failures throw. */
    Optional<JsonNode> fetch(String path);

    /** A server without OpenAPI. */
    OpenApiFetcher NONE = path -> Optional.empty();
}
