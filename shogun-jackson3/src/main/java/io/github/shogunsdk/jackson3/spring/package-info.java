/**
 * What Jackson 3's exceptions say of a request body, for the SDK's Spring MVC glue
 * (shogun-spring, which Spring Boot 4 runs). Not API: provided to the service loader alone.
 */
package io.github.shogunsdk.jackson3.spring;
