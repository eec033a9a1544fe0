/**
 * Spring Boot's auto-configuration of the Jackson module, read only by Spring Boot. Not API: the
 * module descriptor does not export this package, it opens it for Spring.
 */
package io.github.shogunsdk.jackson.spring;
