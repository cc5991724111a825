<?xml version="1.0" encoding="utf-8"?>
<!--
  Shows an Atom feed of Menu Prices as a readable page when it is opened in a browser (issue 42): the feed's title,
  what it is for, how to get it in an app, and each entry with its date. Feed readers ignore this stylesheet.
-->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns:a="http://www.w3.org/2005/Atom" exclude-result-prefixes="a">
  <xsl:output method="html" encoding="utf-8" indent="yes" doctype-system="about:legacy-compat"/>
  <xsl:template match="/a:feed">
    <html lang="en-US">
      <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <meta name="robots" content="noindex"/>
        <title><xsl:value-of select="a:title"/></title>
        <link rel="stylesheet" href="/feeds/feed.css"/>
      </head>
      <body>
        <main>
          <p class="kind">Updates you can follow</p>
          <h1><xsl:value-of select="a:title"/></h1>
          <p><xsl:value-of select="a:subtitle"/></p>
          <p class="how">
            To get these updates, copy this page's address into a news or podcast app that follows feeds, or
            <a href="/alerts">choose alerts on your phone or by email</a>.
          </p>
          <p>Last change: <time datetime="{a:updated}"><xsl:value-of select="substring(a:updated, 1, 10)"/></time>.
            <a href="{a:link[@rel='alternate']/@href}">Open the page these updates are about</a>.</p>
          <h2>Updates, newest first</h2>
          <xsl:choose>
            <xsl:when test="a:entry">
              <ol class="entries">
                <xsl:for-each select="a:entry">
                  <li>
                    <h3><a href="{a:link/@href}"><xsl:value-of select="a:title"/></a></h3>
                    <p class="date"><time datetime="{a:updated}"><xsl:value-of select="substring(a:updated, 1, 10)"/></time></p>
                    <p><xsl:value-of select="a:summary"/></p>
                  </li>
                </xsl:for-each>
              </ol>
            </xsl:when>
            <xsl:otherwise>
              <p>Nothing yet: the first update appears here when there is one.</p>
            </xsl:otherwise>
          </xsl:choose>
          <p><a href="/">Menu Prices home</a></p>
        </main>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
